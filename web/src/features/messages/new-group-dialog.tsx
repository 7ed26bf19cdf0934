import { MAX_GROUP_PARTICIPANTS } from '@tessera/contracts';
import { Alert, Flex, Input, Modal } from 'antd';
import { useState } from 'react';
import { MemberPicker } from './member-picker';
import type { PersonOption } from './use-people-search';
import { useCreateGroup } from './use-create-group';

interface NewGroupDialogProps {
  contacts: PersonOption[];
  userId: string;
  onCreated: (conversationId: string) => void;
  onClose: () => void;
}

/** Starts a group: its name and the people in it; the messaging checks apply to each of them. */
export function NewGroupDialog({ contacts, userId, onCreated, onClose }: NewGroupDialogProps) {
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const tooMany = memberIds.length > MAX_GROUP_PARTICIPANTS - 1;
  const ready = name.trim().length > 0 && memberIds.length > 0 && !tooMany;

  return (
    <Modal
      open
      title="New group"
      okText="Create group"
      okButtonProps={{ disabled: !ready, loading: create.isPending }}
      onOk={() =>
        create.mutate(
          { name: name.trim(), participantIds: memberIds },
          { onSuccess: (conversation) => onCreated(conversation.id) },
        )
      }
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <label className="field-label" htmlFor="new-group-name">
          Group name
        </label>
        <Input
          id="new-group-name"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <label className="field-label" htmlFor="new-group-members">
          Members
        </label>
        <MemberPicker
          id="new-group-members"
          contacts={contacts}
          excludedIds={[userId]}
          value={memberIds}
          onChange={setMemberIds}
        />
        {tooMany && (
          <Alert
            type="warning"
            showIcon
            title={`A group holds at most ${MAX_GROUP_PARTICIPANTS} people`}
          />
        )}
        {create.isError && <Alert type="error" showIcon title={create.error.message} />}
      </Flex>
    </Modal>
  );
}
