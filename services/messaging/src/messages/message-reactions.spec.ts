import { describe, expect, it } from 'vitest';
import { reactionKey, reactionsOf } from './message-reactions';

describe('reactionKey', () => {
  it('names one field per user and emoji, with no character a field name may not hold', () => {
    expect(reactionKey('user-1', '👍')).toBe('user-1|1f44d');
    expect(reactionKey('user-1', '❤️')).toBe('user-1|2764-fe0f');
    expect(reactionKey('user-1', '👍')).not.toBe(reactionKey('user-2', '👍'));
    expect(reactionKey('user-1', '👍🏽')).not.toBe(reactionKey('user-1', '👍'));
    expect(reactionKey('u', '😀')).not.toMatch(/[.$]/);
  });

  it('refuses a user id that is not a plain id', () => {
    expect(() => reactionKey('a.b', '👍')).toThrow('not a plain id');
    expect(() => reactionKey('$where', '👍')).toThrow('not a plain id');
  });
});

describe('reactionsOf', () => {
  it('lists reactions in the order they were left', () => {
    const later = { userId: 'a', emoji: '🔥', createdAt: new Date('2026-11-23T10:00:02Z') };
    const earlier = { userId: 'b', emoji: '👍', createdAt: new Date('2026-11-23T10:00:01Z') };
    expect(reactionsOf({ 'a|1f525': later, 'b|1f44d': earlier })).toEqual([
      { id: 'b|1f44d', userId: 'b', emoji: '👍', createdAt: '2026-11-23T10:00:01.000Z' },
      { id: 'a|1f525', userId: 'a', emoji: '🔥', createdAt: '2026-11-23T10:00:02.000Z' },
    ]);
    expect(reactionsOf(undefined)).toEqual([]);
  });
});
