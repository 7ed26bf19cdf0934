import { describe, expect, it } from 'vitest';
import { CHAT_THEME_IDS, CHAT_THEMES, setConversationThemeRequestSchema } from './chat-themes';

/** WCAG 2.x relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal-size text. */
const AA_TEXT = 4.5;

describe('chat themes', () => {
  it('measures contrast the way WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
  });

  it.each(CHAT_THEME_IDS)('%s keeps every text at AA contrast on its surface', (id) => {
    const theme = CHAT_THEMES[id];
    expect(theme.id).toBe(id);
    for (const colour of [
      ...Object.values(theme.bubbleColors),
      ...Object.values(theme.textColors),
      theme.backgroundColor,
    ]) {
      expect(colour).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(contrastRatio(theme.textColors.sent, theme.bubbleColors.sent)).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
    expect(
      contrastRatio(theme.textColors.received, theme.bubbleColors.received),
    ).toBeGreaterThanOrEqual(AA_TEXT);
    expect(
      contrastRatio(theme.textColors.background, theme.backgroundColor),
    ).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('accepts a built-in theme or null and refuses anything else', () => {
    expect(setConversationThemeRequestSchema.parse({ themeId: 'ocean' })).toEqual({
      themeId: 'ocean',
    });
    expect(setConversationThemeRequestSchema.parse({ themeId: null })).toEqual({ themeId: null });
    const refused = setConversationThemeRequestSchema.safeParse({ themeId: 'neon' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('themeId must be one of ocean');
  });
});
