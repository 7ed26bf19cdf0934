import type { ConversationDto, PublicUserDto } from '@tessera/contracts';
import { Alert, App, Avatar, Button, Drawer, Flex, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { personName } from './conversation-display';
import { MemberPicker } from './member-picker';
import type { PersonOption } from './use-people-search';
import { useGroupMembers } from './use-group-members';
import { useRenameGroup } from './use-rename-group';

interface GroupDetailsDrawerProps {
  conversation: ConversationDto;
  userId: string;
  profiles: Map<string, PublicUserDto>;
  contacts: PersonOption[];
  onLeft: () => void;
  onClose: () => void;
}

/**
 * A group's name and members. What each person may change follows their role there (the owner
 * renames; owner and admins add and remove); anyone but the owner may leave.
 */
export function GroupDetailsDrawer({
  conversation,
  userId,
  profiles,
  contacts,
  onLeft,
  onClose,
}: GroupDetailsDrawerProps) {
  const { modal } = App.useApp();
  const rename = useRenameGroup(conversation.id);
  const members = useGroupMembers(conversation.id);
  const [name, setName] = useState(conversation.name);
  const [adding, setAdding] = useState<string[]>([]);
  const active = conversation.participants.filter((participant) => participant.isActive);
  const me = active.find((participant) => participant.userId === userId);
  const can = me?.permissions;
  const error = rename.error ?? members.error;

  const leave = () =>
    modal.confirm({
      title: `Leave ${conversation.name}?`,
      content: 'You will no longer see its messages unless someone adds you again.',
      okText: 'Leave group',
      okButtonProps: { danger: true },
      onOk: () => members.mutateAsync({ remove: userId }).then(onLeft),
    });

  return (
    <Drawer open title="Group details" onClose={onClose}>
      <Flex vertical gap={16}>
        {can?.canEditConversation ? (
          <Flex vertical gap={6}>
            <label className="field-label" htmlFor="group-name">
              Group name
            </label>
            <Flex gap={8}>
              <Input
                id="group-name"
                maxLength={100}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              <Button
                loading={rename.isPending}
                disabled={!name.trim() || name.trim() === conversation.name}
                onClick={() => rename.mutate(name.trim())}
              >
                Rename
              </Button>
            </Flex>
          </Flex>
        ) : (
          <Typography.Title level={3}>{conversation.name}</Typography.Title>
        )}
        {can?.canAddParticipants && (
          <Flex vertical gap={6}>
            <label className="field-label" htmlFor="group-add-member">
              Add a member
            </label>
            <Flex gap={8}>
              <MemberPicker
                id="group-add-member"
                multiple={false}
                contacts={contacts}
                excludedIds={active.map((participant) => participant.userId)}
                value={adding}
                onChange={setAdding}
              />
              <Button
                type="primary"
                disabled={adding.length === 0}
                loading={members.isPending && members.variables && 'add' in members.variables}
                onClick={() =>
                  members.mutate({ add: adding[0] }, { onSuccess: () => setAdding([]) })
                }
              >
                Add
              </Button>
            </Flex>
          </Flex>
        )}
        {error && <Alert type="error" showIcon title={error.message} />}
        <List
          header={`${active.length} members`}
          dataSource={active}
          renderItem={(participant) => {
            const profile = profiles.get(participant.userId);
            const removable =
              can?.canRemoveParticipants &&
              participant.userId !== userId &&
              participant.role !== 'owner' &&
              (participant.role !== 'admin' || me?.role === 'owner');
            return (
              <List.Item
                actions={
                  removable
                    ? [
                        <Button
                          key="remove"
                          size="small"
                          danger
                          aria-label={`Remove ${personName(profile)}`}
                          onClick={() => members.mutate({ remove: participant.userId })}
                        >
                          Remove
                        </Button>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  avatar={
                    <Avatar src={profile?.avatar || undefined}>
                      {personName(profile).slice(0, 1).toUpperCase()}
                    </Avatar>
                  }
                  title={participant.userId === userId ? 'You' : personName(profile)}
                  description={participant.role !== 'member' && <Tag>{participant.role}</Tag>}
                />
              </List.Item>
            );
          }}
        />
        {me && me.role !== 'owner' && (
          <Button danger onClick={leave}>
            Leave group
          </Button>
        )}
      </Flex>
    </Drawer>
  );
}
