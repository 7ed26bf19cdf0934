import { describe, expect, it } from 'vitest';
import { toDate } from './time';

describe('time', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['not a date', null],
    ['2025-01-02T03:04:05.000Z', '2025-01-02T03:04:05.000Z'],
    [0, '1970-01-01T00:00:00.000Z'],
    [new Date('2025-01-01T00:00:00.000Z'), '2025-01-01T00:00:00.000Z'],
  ])('toDate(%j)', (input, iso) => {
    expect(toDate(input)?.toISOString() ?? null).toBe(iso);
  });
});
