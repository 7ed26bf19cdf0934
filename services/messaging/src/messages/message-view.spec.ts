import { describe, expect, it } from 'vitest';
import type { Conversation } from '../conversations/conversation.schema';
import { messageStatus } from './message-view';

const joinedAt = new Date('2025-01-01T00:00:00Z');
const conversation = (
  marks: Pick<Conversation, 'reads' | 'delivered'>,
  left: string[] = [],
): Pick<Conversation, 'participants' | 'reads' | 'delivered'> => ({
  participants: Object.fromEntries(
    ['ann', 'bob', 'cat'].map((id) => [
      id,
      { role: id === 'ann' ? 'owner' : 'member', joinedAt, isActive: !left.includes(id) },
    ]),
  ),
  ...marks,
});

describe('message status for its sender', () => {
  const message = { seq: 3, senderId: 'ann' };

  it('is sent until every other participant received it', () => {
    expect(messageStatus(message, conversation({ reads: {}, delivered: { bob: 3 } }))).toBe('sent');
  });

  it('is delivered once all received it, read once all read it', () => {
    expect(
      messageStatus(message, conversation({ reads: { bob: 5 }, delivered: { bob: 5, cat: 3 } })),
    ).toBe('delivered');
    expect(messageStatus(message, conversation({ reads: { bob: 3, cat: 4 }, delivered: {} }))).toBe(
      'read',
    );
  });

  it('leaves out participants who left', () => {
    expect(
      messageStatus(message, conversation({ reads: { bob: 3 }, delivered: {} }, ['cat'])),
    ).toBe('read');
  });
});
