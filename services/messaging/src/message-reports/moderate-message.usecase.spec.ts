import { describe, expect, it } from 'vitest';
import type { Conversation } from '../conversations/conversation.schema';
import type { Message, ModerationRemoval } from '../messages/message.schema';
import { ModerateMessageUseCase } from './moderate-message.usecase';

class InMemoryMessages {
  readonly items = new Map<string, Message>();

  async find(id: string) {
    return this.items.get(id) ?? null;
  }

  async removeForModeration(
    id: string,
    content: string,
    removal: Omit<ModerationRemoval, 'content' | 'attachments'>,
    current: Pick<Message, 'content' | 'attachments'>,
  ) {
    const message = this.items.get(id);
    if (!message || message.deletedAt) return null;
    const removed: Message = {
      ...message,
      content,
      attachments: [],
      deletedAt: removal.at,
      moderationRemoval: { ...removal, ...current },
    };
    this.items.set(id, removed);
    return removed;
  }

  async restoreFromModeration(id: string, removal: ModerationRemoval) {
    const message = this.items.get(id);
    if (!message?.moderationRemoval) return null;
    const restored: Message = {
      ...message,
      content: removal.content,
      attachments: removal.attachments,
      deletedAt: null,
      moderationRemoval: null,
    };
    this.items.set(id, restored);
    return restored;
  }
}

function setUp() {
  const messages = new InMemoryMessages();
  messages.items.set('conv-1-1', {
    _id: 'conv-1-1',
    conversationId: 'conv-1',
    seq: 1,
    senderId: 'creator-1',
    content: 'Offending words',
    type: 'text',
    attachments: [{ id: 'media-1' } as Message['attachments'][number]],
    priceCents: null,
    clientMessageId: null,
    editedAt: null,
    deletedAt: null,
    createdAt: new Date(),
  });
  const announced: string[] = [];
  const conversations = { find: async () => ({ _id: 'conv-1' }) as Conversation };
  const updates = {
    announce: async (_conversation: Conversation, message: Message) => {
      announced.push(message.content);
      return {} as never;
    },
  };
  return {
    messages,
    announced,
    useCase: new ModerateMessageUseCase(messages, conversations, updates),
  };
}

describe('ModerateMessageUseCase', () => {
  it('removes a message, keeping what it said, and restores it as it was', async () => {
    const { messages, announced, useCase } = setUp();

    expect(await useCase.remove('conv-1-1', 'Threats', 'admin-1')).toEqual({
      id: 'conv-1-1',
      senderId: 'creator-1',
      removed: true,
    });
    expect(messages.items.get('conv-1-1')).toMatchObject({
      attachments: [],
      moderationRemoval: { content: 'Offending words', reason: 'Threats', actorId: 'admin-1' },
    });
    expect(await useCase.remove('conv-1-1', 'Again', 'admin-1')).toMatchObject({ removed: true });

    expect(await useCase.restore('conv-1-1')).toMatchObject({ removed: false });
    expect(messages.items.get('conv-1-1')).toMatchObject({
      content: 'Offending words',
      attachments: [{ id: 'media-1' }],
      deletedAt: null,
      moderationRemoval: null,
    });
    expect(announced).toHaveLength(2);
  });

  it('restores nothing its sender deleted, and answers 404 for an unknown message', async () => {
    const { messages, useCase } = setUp();
    const message = messages.items.get('conv-1-1');
    if (message) messages.items.set('conv-1-1', { ...message, deletedAt: new Date() });
    await expect(useCase.restore('conv-1-1')).rejects.toMatchObject({ status: 409 });
    await expect(useCase.remove('conv-9-9', '', 'admin-1')).rejects.toMatchObject({
      status: 404,
    });
  });
});
