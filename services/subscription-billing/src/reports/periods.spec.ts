import { describe, expect, it } from 'vitest';
import { lastPeriods } from './periods';

describe('lastPeriods', () => {
  const now = new Date('2026-03-04T15:00:00Z'); // a Wednesday

  it('ends with the current month and steps back whole months', () => {
    const months = lastPeriods('month', 3, now);
    expect(months.map((period) => period.label)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(months[1].end).toEqual(months[2].start);
    expect(months[2].end.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('starts weeks on Monday and days at midnight UTC', () => {
    expect(lastPeriods('week', 1, now)[0].label).toBe('2026-03-02');
    const days = lastPeriods('day', 2, now);
    expect(days.map((period) => period.label)).toEqual(['2026-03-03', '2026-03-04']);
  });
});
