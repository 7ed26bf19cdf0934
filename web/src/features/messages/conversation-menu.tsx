import InboxOutlined from '@ant-design/icons/InboxOutlined';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import MutedOutlined from '@ant-design/icons/MutedOutlined';
import PushpinOutlined from '@ant-design/icons/PushpinOutlined';
import type { ConversationDto } from '@tessera/contracts';
import { App, Button, Dropdown } from 'antd';
import { useConversationPreferences } from './use-conversation-preferences';

/** The thread header's menu: pin, mute (no notifications) and archive, for the user alone. */
export function ConversationMenu({ conversation }: { conversation: ConversationDto }) {
  const preferences = useConversationPreferences();
  const { message } = App.useApp();
  const change = (changes: Parameters<typeof preferences.mutate>[0]['changes']) =>
    preferences.mutate(
      { conversationId: conversation.id, changes },
      { onError: (error) => void message.error(error.message) },
    );
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
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
        ],
      }}
    >
      <Button
        type="text"
        icon={<MoreOutlined />}
        aria-label="Conversation options"
        loading={preferences.isPending}
      />
    </Dropdown>
  );
}
