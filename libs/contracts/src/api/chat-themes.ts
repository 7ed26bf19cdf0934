import { z } from 'zod';

/**
 * A chat theme (spec section 3): the colours of one conversation's thread as one participant
 * chose them. `textColors.background` is the colour of what is written on the background itself
 * (sender names, notes), so every text has a surface it was chosen against.
 */
export interface ChatTheme {
  id: string;
  name: string;
  bubbleColors: { sent: string; received: string };
  textColors: { sent: string; received: string; background: string };
  backgroundColor: string;
}

export const CHAT_THEME_IDS = ['ocean', 'forest', 'sunset', 'rose', 'midnight'] as const;
export type ChatThemeId = (typeof CHAT_THEME_IDS)[number];

/** The built-in themes; without a choice a thread follows the app's light or dark colours. */
export const CHAT_THEMES: Readonly<Record<ChatThemeId, ChatTheme>> = {
  ocean: {
    id: 'ocean',
    name: 'Ocean',
    bubbleColors: { sent: '#0369A1', received: '#FFFFFF' },
    textColors: { sent: '#FFFFFF', received: '#0C4A6E', background: '#0C4A6E' },
    backgroundColor: '#E0F2FE',
  },
  forest: {
    id: 'forest',
    name: 'Forest',
    bubbleColors: { sent: '#047857', received: '#FFFFFF' },
    textColors: { sent: '#FFFFFF', received: '#064E3B', background: '#064E3B' },
    backgroundColor: '#ECFDF5',
  },
  sunset: {
    id: 'sunset',
    name: 'Sunset',
    bubbleColors: { sent: '#C2410C', received: '#FFEDD5' },
    textColors: { sent: '#FFFFFF', received: '#7C2D12', background: '#7C2D12' },
    backgroundColor: '#FFF7ED',
  },
  rose: {
    id: 'rose',
    name: 'Rose',
    bubbleColors: { sent: '#BE123C', received: '#FFFFFF' },
    textColors: { sent: '#FFFFFF', received: '#881337', background: '#881337' },
    backgroundColor: '#FFF1F2',
  },
  midnight: {
    id: 'midnight',
    name: 'Midnight',
    bubbleColors: { sent: '#4F46E5', received: '#1E293B' },
    textColors: { sent: '#FFFFFF', received: '#F1F5F9', background: '#CBD5E1' },
    backgroundColor: '#0F172A',
  },
};

export const chatThemeIdSchema = z.enum(CHAT_THEME_IDS, {
  error: `themeId must be one of ${CHAT_THEME_IDS.join(', ')}, or null for the default`,
});

/** The caller's theme for one conversation; null goes back to the app's own colours. */
export const setConversationThemeRequestSchema = z.strictObject({
  themeId: chatThemeIdSchema.nullable(),
});
export type SetConversationThemeRequest = z.output<typeof setConversationThemeRequestSchema>;
export type SetConversationThemeRequestBody = z.input<typeof setConversationThemeRequestSchema>;
