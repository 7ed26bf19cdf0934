import { describe, expect, it } from 'vitest';
import { messageId, pageIds, parseMessageId } from './message-ids';

describe('message ids', () => {
  it('round-trips a conversation id and a sequence number', () => {
    const id = messageId('a1b2c3', 42);
    expect(id).toBe('a1b2c3-42');
    expect(parseMessageId(id)).toEqual({ conversationId: 'a1b2c3', seq: 42 });
  });

  it('rejects what is not a message id', () => {
    expect(parseMessageId('a1b2c3')).toBeNull();
    expect(parseMessageId('a1b2c3-0')).toBeNull();
    expect(parseMessageId('a-b-1x')).toBeNull();
  });

  it('lists a page counting down and stops at the first message', () => {
    expect(pageIds('c', 5, 3)).toEqual(['c-5', 'c-4', 'c-3']);
    expect(pageIds('c', 2, 10)).toEqual(['c-2', 'c-1']);
    expect(pageIds('c', 0, 10)).toEqual([]);
  });

  it('stops above what the viewer deleted', () => {
    expect(pageIds('c', 6, 10, 4)).toEqual(['c-6', 'c-5']);
    expect(pageIds('c', 4, 10, 4)).toEqual([]);
  });
});
