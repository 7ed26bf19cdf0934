import { describe, expect, it } from 'vitest';
import { lastSeenText } from './last-seen.rule';

const now = new Date('2025-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('lastSeenText', () => {
  it.each([
    ['never seen', null, 'Never'],
    ['undefined', undefined, 'Never'],
    ['unparseable', 'soon', 'Never'],
    ['now', ago(0), 'Just now'],
    ['59 s ago', ago(59_999), 'Just now'],
    ['in the future', ago(-5 * MIN), 'Just now'],
    ['exactly 1 minute', ago(MIN), '1m ago'],
    ['59 minutes', ago(59 * MIN + 59_999), '59m ago'],
    ['exactly 1 hour', ago(HOUR), '1h ago'],
    ['23 h 59 m', ago(DAY - 1), '23h ago'],
    ['exactly 1 day', ago(DAY), '1d ago'],
    ['6 days 23 h', ago(7 * DAY - 1), '6d ago'],
    ['ISO string 2 h ago', ago(2 * HOUR).toISOString(), '2h ago'],
  ])('%s', (_case, lastSeen, text) => {
    expect(lastSeenText(lastSeen, now)).toBe(text);
  });

  it('shows the locale date from 7 days on', () => {
    expect(lastSeenText(ago(7 * DAY), now, 'en-US')).toBe('6/8/2025');
    expect(lastSeenText(new Date('2024-12-24T12:00:00.000Z'), now, 'de-DE')).toBe('24.12.2024');
  });
});
