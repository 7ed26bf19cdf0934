import { notFound } from '@tessera/platform';
import { describe, expect, it } from 'vitest';
import { isHiddenFor } from './conversation-view';
import type { Conversation } from './conversation.schema';
import { DeleteConversationUseCase } from './delete-conversation.usecase';

const createdAt = new Date('2026-11-20T10:00:00Z');

function conversation(): Conversation {
  const member = { role: 'member' as const, joinedAt: createdAt, isActive: true };
  return {
    _id: 'conv-1',
    type: 'group',
    name: 'Studio',
    description: '',
    avatar: '',
    creatorId: 'creator-1',
    participants: {
      'creator-1': { ...member, role: 'owner' },
      'fan-1': member,
      'fan-2': { ...member, isActive: false },
    },
    seq: 7,
    lastMessageAt: createdAt,
    reads: { 'fan-1': 2 },
    readAt: {},
    delivered: {},
    settings: {
      isEncrypted: false,
      allowFileSharing: true,
      allowVoiceMessages: true,
      maxParticipants: 50,
      moderationEnabled: false,
      wordFilter: [],
    },
    pinnedBy: { 'fan-1': createdAt },
    createdAt,
  };
}

/** The repository's write as the database applies it: marks only move forward. */
class InMemoryConversations {
  constructor(readonly stored: Conversation) {}

  async load(id: string, userId: string): Promise<Conversation> {
    const participant = this.stored.participants[userId];
    if (id !== this.stored._id || !participant?.isActive) throw notFound('Conversation not found');
    return structuredClone(this.stored);
  }

  async hideFor(id: string, userId: string, seq: number, at: Date): Promise<void> {
    const c = this.stored;
    c.clearedBy = { ...c.clearedBy, [userId]: Math.max(c.clearedBy?.[userId] ?? 0, seq) };
    c.reads = { ...c.reads, [userId]: Math.max(c.reads[userId] ?? 0, seq) };
    c.hiddenBy = { ...c.hiddenBy, [userId]: at };
    delete c.pinnedBy?.[userId];
  }
}

function setUp() {
  const store = new InMemoryConversations(conversation());
  return { store, useCase: new DeleteConversationUseCase(store, store) };
}

describe('DeleteConversationUseCase', () => {
  it('hides it for the caller alone, read and unpinned, until a newer message', async () => {
    const { store, useCase } = setUp();
    await useCase.execute('fan-1', 'conv-1');

    expect(store.stored.clearedBy).toEqual({ 'fan-1': 7 });
    expect(store.stored.reads['fan-1']).toBe(7);
    expect(store.stored.pinnedBy).toEqual({});
    expect(isHiddenFor(store.stored, 'fan-1')).toBe(true);
    expect(isHiddenFor(store.stored, 'creator-1')).toBe(false);

    store.stored.seq = 8;
    expect(isHiddenFor(store.stored, 'fan-1')).toBe(false);
  });

  it('changes nothing when repeated', async () => {
    const { store, useCase } = setUp();
    await useCase.execute('creator-1', 'conv-1');
    const once = structuredClone(store.stored);
    await useCase.execute('creator-1', 'conv-1', once.hiddenBy?.['creator-1']);
    expect(store.stored).toEqual(once);
  });

  it('answers 404 to people who are not (or no longer) in it', async () => {
    const { store, useCase } = setUp();
    for (const outsider of ['stranger', 'fan-2']) {
      await expect(useCase.execute(outsider, 'conv-1')).rejects.toMatchObject({ status: 404 });
    }
    expect(store.stored.clearedBy).toBeUndefined();
  });
});
