import type { BulkUserAction, BulkUserOutcomeDto } from '@tessera/contracts';
import { Alert, App, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useBulkUserAction } from '../../hooks/use-admin-user-actions';

const ACTION_WORDS: Record<BulkUserAction, string> = {
  activate: 'Activate',
  suspend: 'Suspend',
  ban: 'Ban',
};

const users = (count: number) => (count === 1 ? '1 user' : `${count} users`);

const OUTCOME_COLORS: Record<BulkUserOutcomeDto['outcome'], string> = {
  would_change: 'blue',
  changed: 'green',
  skipped: 'default',
  failed: 'red',
};

interface BulkActionDialogProps {
  action: BulkUserAction;
  userIds: string[];
  names: Record<string, string>;
  onClose: (applied: boolean) => void;
}

/**
 * A bulk action in two steps: a reason and a preview of what would happen to each user, then the
 * change itself, confirmed from that preview. Mounted afresh for each action.
 */
export function BulkActionDialog({ action, userIds, names, onClose }: BulkActionDialogProps) {
  const bulk = useBulkUserAction();
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<BulkUserOutcomeDto[] | null>(null);

  const changing = preview?.filter((outcome) => outcome.outcome === 'would_change').length ?? 0;

  const run = (isPreview: boolean) =>
    bulk.mutate(
      { userIds, action, reason: reason.trim(), preview: isPreview },
      {
        onSuccess: (result) => {
          if (isPreview) return setPreview(result.outcomes);
          const changed = result.outcomes.filter((outcome) => outcome.outcome === 'changed').length;
          void message.success(`${changed} of ${users(userIds.length)} changed`);
          onClose(true);
        },
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Modal
      open
      title={`${ACTION_WORDS[action]} ${users(userIds.length)}`}
      okText={preview ? `${ACTION_WORDS[action]} ${users(changing)}` : 'Preview'}
      okButtonProps={{
        danger: action !== 'activate' && preview !== null,
        disabled: !reason.trim() || (preview !== null && changing === 0),
      }}
      confirmLoading={bulk.isPending}
      onOk={() => run(preview === null)}
      onCancel={() => onClose(false)}
    >
      <Typography.Paragraph type="secondary">
        The reason is mailed to every user whose account is suspended or banned.
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Reason"
        placeholder="Reason (required)"
        value={reason}
        maxLength={2000}
        autoSize={{ minRows: 2, maxRows: 5 }}
        onChange={(event) => {
          setReason(event.target.value);
          setPreview(null);
        }}
      />
      {preview && (
        <>
          <Alert
            className="bulk-preview__summary"
            type={changing > 0 ? 'info' : 'warning'}
            showIcon
            title={`Nothing has changed yet: ${changing} of ${users(userIds.length)} would change.`}
          />
          <ul aria-label="Preview" className="bulk-preview">
            {preview.map((outcome) => (
              <li key={outcome.userId} className="bulk-preview__row">
                <Typography.Text>{names[outcome.userId] ?? outcome.userId}</Typography.Text>
                <span>
                  <Tag color={OUTCOME_COLORS[outcome.outcome]}>
                    {outcome.outcome === 'would_change'
                      ? `${outcome.previousStatus} → ${outcome.status}`
                      : outcome.outcome}
                  </Tag>
                  {outcome.note && (
                    <Typography.Text type="secondary">{outcome.note}</Typography.Text>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
