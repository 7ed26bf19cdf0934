import { describe, expect, it } from 'vitest';
import { nextBackoffMs } from './stack-supervisor.mjs';

const timing = { minMs: 1_000, maxMs: 30_000, steadyAfterMs: 60_000 };

describe('nextBackoffMs', () => {
  it('waits the minimum after a first crash', () => {
    expect(nextBackoffMs(0, 5_000, timing)).toBe(1_000);
  });

  it('doubles for each crash soon after a start, up to the ceiling', () => {
    expect(nextBackoffMs(1_000, 2_000, timing)).toBe(2_000);
    expect(nextBackoffMs(16_000, 2_000, timing)).toBe(30_000);
    expect(nextBackoffMs(30_000, 2_000, timing)).toBe(30_000);
  });

  it('starts over at the minimum once a process had run steadily', () => {
    expect(nextBackoffMs(30_000, 60_000, timing)).toBe(1_000);
  });
});
