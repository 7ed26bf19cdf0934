import BgColorsOutlined from '@ant-design/icons/BgColorsOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import MutedOutlined from '@ant-design/icons/MutedOutlined';
import PushpinOutlined from '@ant-design/icons/PushpinOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { ConversationDto } from '@tessera/contracts';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useConversationPreferences } from './use-conversation-preferences';
import { useDeleteConversation } from './use-delete-conversation';

interface ConversationMenuProps {
  conversation: ConversationDto;
  onGroupDetails: () => void;
  onTheme: () => void;
  onDeleted: () => void;
}

/**
 * The thread header's menu: the group's details, the chat theme, pin, mute and archive, and
 * deleting the conversation, all for the user alone but the group's details.
 */
export function ConversationMenu({
  conversation,
  onGroupDetails,
  onTheme,
  onDeleted,
}: ConversationMenuProps) {
  const preferences = useConversationPreferences();
  const remove = useDeleteConversation();
  const { message, modal } = App.useApp();
  const change = (changes: Parameters<typeof preferences.mutate>[0]['changes']) =>
    preferences.mutate(
      { conversationId: conversation.id, changes },
      { onError: (error) => void message.error(error.message) },
    );
  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete this conversation?',
      content:
        'Its messages so far disappear for you; the others keep theirs. It comes back if someone writes again.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(conversation.id).then(onDeleted, (error: Error) => {
          void message.error(error.message);
        }),
    });
  const items: MenuProps['items'] = [
    ...(conversation.type === 'group'
      ? [{ key: 'group', icon: <TeamOutlined />, label: 'Group details', onClick: onGroupDetails }]
      : []),
    { key: 'theme', icon: <BgColorsOutlined />, label: 'Chat theme', onClick: onTheme },
    {
      key: 'pin',
      icon: <PushpinOutlined />,
      label: conversation.isPinned ? 'Unpin' : 'Pin to top',
      onClick: () => change({ isPinned: !conversation.isPinned }),
    },
    {
      key: 'mute',
      icon: <MutedOutlined />,
      label: conversation.isMuted ? 'Unmute' : 'Mute notifications',
      onClick: () => change({ isMuted: !conversation.isMuted }),
    },
    {
      key: 'archive',
      icon: <InboxOutlined />,
      label: conversation.isArchived ? 'Move to inbox' : 'Archive',
      onClick: () => change({ isArchived: !conversation.isArchived }),
    },
    { type: 'divider' },
    {
      key: 'delete',
      icon: <DeleteOutlined />,
      label: 'Delete conversation',
      danger: true,
      onClick: confirmDelete,
    },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items }}>
      <Button
        type="text"
        icon={<MoreOutlined />}
        aria-label="Conversation options"
        loading={preferences.isPending || remove.isPending}
      />
    </Dropdown>
  );
}
