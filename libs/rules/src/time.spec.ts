import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, toDate } from './time';

describe('time', () => {
  it('derives the units', () => {
    expect([MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([60_000, 3_600_000, 86_400_000]);
  });

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
