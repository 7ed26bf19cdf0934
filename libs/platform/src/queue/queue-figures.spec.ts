import type { Metrics } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { finishedLastHour } from './queue-figures';

const at = (minute: number) => Date.UTC(2026, 10, 27, 10, 0) + minute * 60_000;

function metrics(lastPointMinute: number, data: number[], sinceLastPoint: number): Metrics {
  return {
    meta: { count: 100 + sinceLastPoint, prevTS: at(lastPointMinute), prevCount: 100 },
    data,
    count: data.length,
  };
}

describe('finishedLastHour', () => {
  it('adds the minute under way to the points of the hour before it', () => {
    expect(finishedLastHour(metrics(0, [3, 2, 1], 4), at(0) + 10_000)).toBe(10);
  });

  it('leaves out points that fell out of the hour since the last one was written', () => {
    const data = Array.from({ length: 60 }, () => 1);
    expect(finishedLastHour(metrics(0, data, 0), at(30))).toBe(29);
    expect(finishedLastHour(metrics(0, data, 2), at(90))).toBe(2);
  });

  it('is zero for a queue whose workers never finished a job', () => {
    expect(
      finishedLastHour({ meta: { count: 0, prevTS: 0, prevCount: 0 }, data: [], count: 0 }, at(0)),
    ).toBe(0);
  });
});
