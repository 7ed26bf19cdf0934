import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import type { MessageDto } from '@tessera/contracts';
import { Button, Flex, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { ReportTargetDialog } from '../reports';
import { shortTime } from './conversation-display';
import { MessageAttachments } from './message-attachments';
import { MessageReactions, ReactionPicker } from './message-reactions';
import { MessageStatusTicks } from './message-status-ticks';
import { useDeleteMessage } from './use-delete-message';
import { useEditMessage } from './use-edit-message';

interface MessageBubbleProps {
  message: MessageDto;
  /** The signed-in user, whose reactions can be taken back. */
  viewerId: string;
  isOwn: boolean;
  /** The sender's name, shown above messages of others in a group. */
  senderName?: string;
}

/**
 * One message: sent on the right in blue, received on the left in grey, with its reactions; own
 * ones editable.
 */
export function MessageBubble({ message, viewerId, isOwn, senderName }: MessageBubbleProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const isDeleted = message.deletedAt !== null;
  const canChange = isOwn && !isDeleted;

  const save = () => {
    if (draft === null || !draft.trim()) return;
    if (draft === message.content) return setDraft(null);
    edit.mutate({ messageId: message.id, content: draft }, { onSuccess: () => setDraft(null) });
  };

  return (
    <div className={`message-row message-row--${isOwn ? 'own' : 'other'}`}>
      <div
        className={`message-bubble message-bubble--${isOwn ? 'sent' : 'received'}${isDeleted ? ' message-bubble--deleted' : ''}`}
      >
        {senderName && !isOwn && <div className="message-bubble__sender">{senderName}</div>}
        {draft !== null ? (
          <Flex vertical gap={6}>
            <Input.TextArea
              autoFocus
              aria-label="Edit message"
              value={draft}
              autoSize={{ minRows: 1, maxRows: 6 }}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setDraft(null);
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  save();
                }
              }}
            />
            <Flex gap={6} justify="flex-end">
              <Button size="small" onClick={() => setDraft(null)}>
                Cancel
              </Button>
              <Button size="small" type="primary" loading={edit.isPending} onClick={save}>
                Save
              </Button>
            </Flex>
            {edit.error && (
              <Typography.Text type="danger" role="alert">
                {edit.error.message}
              </Typography.Text>
            )}
          </Flex>
        ) : (
          <>
            <MessageAttachments message={message} isOwn={isOwn} />
            {message.content && <div className="message-bubble__text">{message.content}</div>}
          </>
        )}
        <div className="message-bubble__meta">
          {message.editedAt && !isDeleted && <span>edited</span>}
          <time dateTime={message.createdAt}>{shortTime(message.createdAt)}</time>
          {isOwn && !isDeleted && <MessageStatusTicks status={message.status} />}
        </div>
      </div>
      {!isDeleted && <MessageReactions message={message} viewerId={viewerId} />}
      {!isDeleted && draft === null && (
        <Flex className="message-row__actions" gap={2}>
          <ReactionPicker message={message} viewerId={viewerId} />
          {canChange && (
            <>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label="Edit message"
                onClick={() => setDraft(message.content)}
              />
              <Popconfirm
                title="Delete this message?"
                description="It will show as deleted for everyone."
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(message.id)}
              >
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label="Delete message"
                  loading={remove.isPending}
                />
              </Popconfirm>
            </>
          )}
          {!isOwn && (
            <Button
              type="text"
              size="small"
              icon={<FlagOutlined />}
              aria-label="Report message"
              onClick={() => setReporting(true)}
            />
          )}
        </Flex>
      )}
      {!isOwn && (
        <ReportTargetDialog
          target={{ type: 'message', messageId: message.id }}
          open={reporting}
          onClose={() => setReporting(false)}
        />
      )}
      {remove.error && (
        <Typography.Text type="danger" role="alert" className="message-row__error">
          {remove.error.message}
        </Typography.Text>
      )}
    </div>
  );
}
