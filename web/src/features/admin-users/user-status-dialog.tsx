import type { AccountStatus } from '@tessera/contracts';
import { App, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useChangeUserStatus } from '../../hooks/use-admin-user-actions';

const TITLES: Record<AccountStatus, string> = {
  active: 'Reinstate',
  pending: 'Set to pending',
  suspended: 'Suspend',
  banned: 'Ban',
};

interface UserStatusDialogProps {
  userId: string;
  name: string;
  status: AccountStatus;
  onClose: () => void;
}

/** A status change with its required reason, which the user is told by mail. */
export function UserStatusDialog({ userId, name, status, onClose }: UserStatusDialogProps) {
  const change = useChangeUserStatus(userId);
  const { message } = App.useApp();
  const [reason, setReason] = useState('');

  return (
    <Modal
      open
      title={`${TITLES[status]} ${name}`}
      okText={TITLES[status]}
      okButtonProps={{
        danger: status === 'suspended' || status === 'banned',
        disabled: !reason.trim(),
      }}
      confirmLoading={change.isPending}
      onCancel={onClose}
      onOk={() =>
        change.mutate(
          { status, reason: reason.trim() },
          {
            onSuccess: (result) => {
              void message.success(
                result.changed
                  ? `${name} is now ${result.status}`
                  : `${name} was already ${result.status}`,
              );
              onClose();
            },
            onError: (error) => void message.error(error.message),
          },
        )
      }
    >
      <Typography.Paragraph type="secondary">
        {status === 'suspended' || status === 'banned'
          ? 'Their sessions end at once. They are mailed this reason with a link to appeal once.'
          : 'They are mailed this note.'}
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Reason"
        placeholder="Reason (required)"
        value={reason}
        maxLength={2000}
        autoSize={{ minRows: 3, maxRows: 6 }}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
