import { CHAT_THEMES, type ChatTheme, type ChatThemeId } from '@tessera/contracts';
import { theme as antTheme, type ThemeConfig } from 'antd';
import type { CSSProperties } from 'react';

export interface ThreadThemeStyle {
  /** The bubble colours, as the custom properties the bubbles read. */
  thread: CSSProperties;
  /** The background of the messages and the colour of what is written on it. */
  scroll: CSSProperties;
  /** Ant Design's light or dark colours for the controls on that background. */
  controls: ThemeConfig;
}

/** A `#RRGGBB` colour reads as dark when its relative luminance is under the middle grey's. */
function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

/** How a thread looks in a theme; null: the app's own light or dark colours. */
export function threadThemeStyle(themeId: ChatThemeId | null): ThreadThemeStyle | null {
  if (!themeId) return null;
  const theme: ChatTheme = CHAT_THEMES[themeId];
  const dark = isDark(theme.backgroundColor);
  return {
    thread: {
      '--chat-sent': theme.bubbleColors.sent,
      '--chat-sent-text': theme.textColors.sent,
      '--chat-received': theme.bubbleColors.received,
      '--chat-received-text': theme.textColors.received,
    } as CSSProperties,
    scroll: { background: theme.backgroundColor, color: theme.textColors.background },
    controls: {
      algorithm: dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
      token: {
        colorText: theme.textColors.background,
        colorTextSecondary: theme.textColors.background,
        colorTextDescription: theme.textColors.background,
      },
    },
  };
}
