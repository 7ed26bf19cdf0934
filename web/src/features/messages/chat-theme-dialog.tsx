import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { CHAT_THEME_IDS, CHAT_THEMES, type ChatThemeId } from '@tessera/contracts';
import { Alert, Flex, Modal, Typography } from 'antd';
import { useConversationTheme } from './use-conversation-theme';

interface ChatThemeDialogProps {
  conversationId: string;
  current: ChatThemeId | null;
  onClose: () => void;
}

interface Choice {
  id: ChatThemeId | null;
  name: string;
  background: string;
  sent: string;
  received: string;
}

// The app's own colours (spec section 9's chat colours on the page's surface).
const DEFAULT_CHOICE: Choice = {
  id: null,
  name: 'Default',
  background: 'var(--bg-elevated)',
  sent: '#3B82F6',
  received: '#F3F4F6',
};

const CHOICES: Choice[] = [
  DEFAULT_CHOICE,
  ...CHAT_THEME_IDS.map((id) => ({
    id,
    name: CHAT_THEMES[id].name,
    background: CHAT_THEMES[id].backgroundColor,
    sent: CHAT_THEMES[id].bubbleColors.sent,
    received: CHAT_THEMES[id].bubbleColors.received,
  })),
];

/** Picks this conversation's colours for the user alone; the others keep theirs. */
export function ChatThemeDialog({ conversationId, current, onClose }: ChatThemeDialogProps) {
  const choose = useConversationTheme(conversationId);
  return (
    <Modal open title="Chat theme" footer={null} onCancel={onClose}>
      <Typography.Paragraph type="secondary">
        Only you see the theme you choose.
      </Typography.Paragraph>
      <div
        role="radiogroup"
        aria-label="Chat theme"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 12,
          marginBottom: 12,
        }}
      >
        {CHOICES.map((choice) => {
          const selected = choice.id === current;
          return (
            <button
              key={choice.name}
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={choose.isPending}
              onClick={() => choose.mutate(choice.id, { onSuccess: onClose })}
              style={{
                border: `2px solid ${selected ? 'var(--primary)' : 'var(--border)'}`,
                borderRadius: 12,
                padding: 8,
                background: 'transparent',
                color: 'inherit',
                cursor: 'pointer',
                textAlign: 'left',
              }}
            >
              <Flex
                vertical
                gap={4}
                style={{ background: choice.background, borderRadius: 8, padding: 8 }}
              >
                <span
                  style={{
                    ...SWATCH,
                    background: choice.received,
                    border: '1px solid var(--border)',
                  }}
                />
                <span style={{ ...SWATCH, background: choice.sent, alignSelf: 'flex-end' }} />
              </Flex>
              <Flex justify="space-between" align="center" style={{ marginTop: 6 }}>
                <span>{choice.name}</span>
                {selected && <CheckOutlined aria-hidden />}
              </Flex>
            </button>
          );
        })}
      </div>
      {choose.isError && <Alert type="error" showIcon title={choose.error.message} />}
    </Modal>
  );
}

const SWATCH = { display: 'block', width: '60%', height: 14, borderRadius: 7 } as const;
