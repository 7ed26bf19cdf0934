import { App, Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useEditAdminUser } from '../../hooks/use-admin-user-actions';

/** Admins' private notes on a user; each save is audited with the notes before and after. */
export function ModerationNotesForm({ userId, notes }: { userId: string; notes: string }) {
  const edit = useEditAdminUser(userId);
  const { message } = App.useApp();
  const [draft, setDraft] = useState(notes);

  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label="Moderation notes"
        value={draft}
        maxLength={5000}
        autoSize={{ minRows: 3, maxRows: 8 }}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button
        disabled={draft === notes}
        loading={edit.isPending}
        onClick={() =>
          edit.mutate(
            { moderationNotes: draft },
            {
              onSuccess: () => void message.success('Notes saved'),
              onError: (error) => void message.error(error.message),
            },
          )
        }
        className="admin-user__save-notes"
      >
        Save notes
      </Button>
    </Flex>
  );
}
