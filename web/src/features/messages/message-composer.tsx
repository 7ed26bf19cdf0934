import DollarOutlined from '@ant-design/icons/DollarOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_LENGTH, MIN_CHARGE_CENTS } from '@tessera/contracts';
import { UPLOAD_ALLOWED_MIME_TYPES } from '@tessera/rules';
import { Button, Input, InputNumber, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useSession } from '../../session/session-context';
import { TipButton } from '../billing/tip/tip-button';
import { ComposerAttachments } from './composer-attachments';
import { useDraftKeeper } from './use-draft-keeper';
import { useMessageUploads } from './use-message-uploads';
import { useSendMessage } from './use-send-message';
import { useTypingAnnouncer } from './use-typing-announcer';

interface MessageComposerProps {
  conversationId: string;
  /** The user's draft kept for this conversation, the composer's starting text. */
  draft: string;
  socket: Socket | null;
  /** The creator this conversation is with, whom the user may tip from here. */
  tipCreator: { id: string; name: string } | null;
}

/**
 * The composer of a thread: Enter sends, Shift+Enter breaks the line; photos and videos go
 * through the upload pipeline with progress, and a creator may put a price on them
 * (pay-per-view). A fan talking with a creator tips them from here, through billing's tip dialog.
 * Unsent text is kept as the conversation's draft. A refusal shows below in the server's words.
 */
export function MessageComposer({
  conversationId,
  draft,
  socket,
  tipCreator,
}: MessageComposerProps) {
  const [text, setText] = useState(draft);
  const drafts = useDraftKeeper(conversationId, draft);
  const [price, setPrice] = useState<number | null>(null);
  const [pricing, setPricing] = useState(false);
  const { user } = useSession();
  const send = useSendMessage(socket);
  const uploads = useMessageUploads();
  const typing = useTypingAnnouncer(socket, conversationId);
  const fileInput = useRef<HTMLInputElement>(null);
  const isCreator = user?.role === 'creator';
  const hasFiles = uploads.uploads.length > 0;
  const priceCents = pricing && price !== null ? Math.round(price * 100) : undefined;
  const priceInvalid = pricing && (priceCents === undefined || priceCents < MIN_CHARGE_CENTS);
  // A price is for a photo or video: priced text alone waits for one.
  const canSend =
    !send.isPending &&
    !priceInvalid &&
    (hasFiles ? uploads.allReady : !pricing && text.trim().length > 0);

  const submit = () => {
    if (!canSend) return;
    typing.stop();
    send.mutate(
      {
        conversationId,
        content: text.trim(),
        attachments: uploads.attachments,
        priceCents: hasFiles ? priceCents : undefined,
      },
      {
        onSuccess: () => {
          drafts.sent();
          setText('');
          uploads.clear();
          setPricing(false);
          setPrice(null);
        },
      },
    );
  };

  return (
    <div className="message-composer">
      <ComposerAttachments uploads={uploads.uploads} onRemove={uploads.remove} />
      {pricing && (
        <div className="message-composer__price">
          <Typography.Text>Price to unlock</Typography.Text>
          <InputNumber
            aria-label="Price to unlock in dollars"
            prefix="$"
            min={MIN_CHARGE_CENTS / 100}
            step={1}
            precision={2}
            value={price}
            onChange={setPrice}
            status={priceInvalid ? 'error' : undefined}
          />
          <Typography.Text type="secondary">
            {hasFiles
              ? 'The recipient sees a blurred preview until they pay.'
              : 'Attach the photos or videos to charge for.'}
          </Typography.Text>
        </div>
      )}
      <div className="message-composer__row">
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_ALLOWED_MIME_TYPES.join(',')}
          multiple
          hidden
          aria-label="Attach photos or videos"
          onChange={(event) => {
            const room = MAX_MESSAGE_ATTACHMENTS - uploads.uploads.length;
            for (const file of Array.from(event.target.files ?? []).slice(0, room)) {
              uploads.add(file);
            }
            event.target.value = '';
          }}
        />
        <Tooltip title="Attach photos or videos">
          <Button
            type="text"
            icon={<PaperClipOutlined />}
            aria-label="Attach"
            disabled={uploads.uploads.length >= MAX_MESSAGE_ATTACHMENTS}
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        {isCreator && (
          <Tooltip title={pricing ? 'Send for free' : 'Charge to unlock (pay-per-view)'}>
            <Button
              type={pricing ? 'primary' : 'text'}
              ghost={pricing}
              icon={<DollarOutlined />}
              aria-label="Set a price"
              aria-pressed={pricing}
              onClick={() => {
                if (!pricing && !hasFiles) fileInput.current?.click();
                setPricing((on) => !on);
              }}
            />
          </Tooltip>
        )}
        <Input.TextArea
          aria-label="Message"
          placeholder={hasFiles ? 'Add a caption' : 'Write a message'}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          autoSize={{ minRows: 1, maxRows: 5 }}
          onChange={(event) => {
            setText(event.target.value);
            typing.note(event.target.value);
            drafts.changed(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        {tipCreator && (
          <TipButton
            type="text"
            creatorId={tipCreator.id}
            creatorName={tipCreator.name}
            className="message-composer__tip"
          />
        )}
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label="Send"
          loading={send.isPending || uploads.busy}
          disabled={!canSend}
          onClick={submit}
        />
      </div>
      {send.error && (
        <Typography.Text type="danger" role="alert" className="message-composer__error">
          {send.error.message}
        </Typography.Text>
      )}
    </div>
  );
}
