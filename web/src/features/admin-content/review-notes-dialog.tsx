import { Input, Modal } from 'antd';
import { useState } from 'react';

interface ReviewNotesDialogProps {
  /** How many posts the rejection applies to; 0 keeps the dialog closed. */
  count: number;
  pending: boolean;
  onReject: (notes: string) => void;
  onClose: () => void;
}

/** The notes a creator reads when their post is rejected. */
export function ReviewNotesDialog({ count, pending, onReject, onClose }: ReviewNotesDialogProps) {
  const [notes, setNotes] = useState('');
  return (
    <Modal
      open={count > 0}
      title={count === 1 ? 'Reject post' : `Reject ${count} posts`}
      okText="Reject"
      okButtonProps={{ danger: true, disabled: !notes.trim() }}
      confirmLoading={pending}
      onOk={() => onReject(notes.trim())}
      onCancel={onClose}
      afterClose={() => setNotes('')}
    >
      <Input.TextArea
        rows={3}
        value={notes}
        maxLength={2000}
        aria-label="Notes for the creator"
        placeholder="What the creator should change"
        onChange={(event) => setNotes(event.target.value)}
      />
    </Modal>
  );
}
