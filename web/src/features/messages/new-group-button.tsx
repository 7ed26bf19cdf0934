import UsergroupAddOutlined from '@ant-design/icons/UsergroupAddOutlined';
import { Button } from 'antd';
import { useState } from 'react';
import { NewGroupDialog } from './new-group-dialog';
import type { PersonOption } from './use-people-search';

interface NewGroupButtonProps {
  contacts: PersonOption[];
  userId: string;
  onCreated: (conversationId: string) => void;
}

/** Opens the dialog that starts a group, and the new group once it exists. */
export function NewGroupButton({ contacts, userId, onCreated }: NewGroupButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UsergroupAddOutlined />} onClick={() => setOpen(true)}>
        New group
      </Button>
      {open && (
        <NewGroupDialog
          contacts={contacts}
          userId={userId}
          onCreated={(conversationId) => {
            setOpen(false);
            onCreated(conversationId);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
