import LockOutlined from '@ant-design/icons/LockOutlined';
import type { MessageDto } from '@tessera/contracts';
import { Button, Image } from 'antd';
import { useState } from 'react';
import { formatUnlockPrice } from '../content/content-labels';
import { MessageUnlockDialog } from './message-unlock-dialog';

interface MessageAttachmentsProps {
  message: MessageDto;
  isOwn: boolean;
}

/**
 * A message's photos and videos. A locked pay-per-view message shows each blurred, with the
 * price and an unlock button for its recipient; its sender sees the price as a tag.
 */
export function MessageAttachments({ message, isOwn }: MessageAttachmentsProps) {
  const [unlocking, setUnlocking] = useState(false);
  if (message.attachments.length === 0) return null;
  const price = message.priceCents !== null ? formatUnlockPrice(message.priceCents) : null;

  // Kept in one place whichever view shows: the message opens while the dialog still shows the
  // payment's success.
  return (
    <>
      <MessageUnlockDialog open={unlocking} message={message} onClose={() => setUnlocking(false)} />
      {message.locked ? (
        <div className="message-media message-media--locked">
          {message.attachments.map((attachment) => (
            <div key={attachment.id} className="message-media__locked-item">
              {attachment.previewUrl && <img src={attachment.previewUrl} alt="" />}
            </div>
          ))}
          <div className="message-media__lock">
            <LockOutlined aria-hidden="true" />
            <span>
              {message.attachments.length === 1
                ? `Locked ${message.attachments[0].type === 'video' ? 'video' : 'photo'}`
                : `${message.attachments.length} locked files`}
            </span>
            <Button type="primary" onClick={() => setUnlocking(true)}>
              Unlock for {price}
            </Button>
          </div>
        </div>
      ) : (
        <div className="message-media">
          {message.attachments.map((attachment) =>
            attachment.type === 'video' ? (
              <video
                key={attachment.id}
                className="message-media__video"
                controls
                preload="metadata"
                poster={attachment.thumbnail ?? undefined}
                src={attachment.url ?? undefined}
              >
                <track kind="captions" />
              </video>
            ) : (
              <Image
                key={attachment.id}
                className="message-media__image"
                src={attachment.thumbnail ?? attachment.url ?? undefined}
                preview={attachment.url ? { src: attachment.url } : false}
                alt={attachment.name}
              />
            ),
          )}
          {isOwn && price && (
            <span className="message-media__price">
              <LockOutlined aria-hidden="true" /> Pay-per-view · {price}
            </span>
          )}
        </div>
      )}
    </>
  );
}
