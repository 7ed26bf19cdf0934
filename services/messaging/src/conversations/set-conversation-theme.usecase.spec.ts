import type { ChatThemeId } from '@tessera/contracts';
import { notFound } from '@tessera/platform';
import { describe, expect, it } from 'vitest';
import type { Conversation } from './conversation.schema';
import { SetConversationThemeUseCase } from './set-conversation-theme.usecase';

const joinedAt = new Date('2026-11-20T10:00:00Z');

class InMemoryConversations {
  readonly stored = {
    _id: 'conv-1',
    participants: {
      'creator-1': { role: 'owner', joinedAt, isActive: true },
      'fan-1': { role: 'member', joinedAt, isActive: true },
    },
    themeBy: {} as Record<string, ChatThemeId>,
  } as unknown as Conversation;
  writes = 0;

  async load(id: string, userId: string): Promise<Conversation> {
    if (id !== this.stored._id || !this.stored.participants[userId]?.isActive) {
      throw notFound('Conversation not found');
    }
    return structuredClone(this.stored);
  }

  async setTheme(_id: string, userId: string, themeId: ChatThemeId | null): Promise<void> {
    this.writes += 1;
    const themes = { ...this.stored.themeBy };
    if (themeId) themes[userId] = themeId;
    else delete themes[userId];
    this.stored.themeBy = themes;
  }
}

function setUp() {
  const store = new InMemoryConversations();
  return { store, useCase: new SetConversationThemeUseCase(store, store) };
}

describe('SetConversationThemeUseCase', () => {
  it('keeps each participant’s theme apart and goes back to the default with null', async () => {
    const { store, useCase } = setUp();
    await useCase.execute('fan-1', 'conv-1', 'midnight');
    await useCase.execute('creator-1', 'conv-1', 'forest');
    expect(store.stored.themeBy).toEqual({ 'fan-1': 'midnight', 'creator-1': 'forest' });

    await useCase.execute('fan-1', 'conv-1', null);
    expect(store.stored.themeBy).toEqual({ 'creator-1': 'forest' });
  });

  it('writes nothing when the theme is already the one chosen', async () => {
    const { store, useCase } = setUp();
    await useCase.execute('fan-1', 'conv-1', 'ocean');
    await useCase.execute('fan-1', 'conv-1', 'ocean');
    await useCase.execute('creator-1', 'conv-1', null);
    expect(store.writes).toBe(1);
  });

  it('answers 404 to someone outside the conversation', async () => {
    const { store, useCase } = setUp();
    await expect(useCase.execute('stranger', 'conv-1', 'rose')).rejects.toMatchObject({
      status: 404,
    });
    expect(store.writes).toBe(0);
  });
});
