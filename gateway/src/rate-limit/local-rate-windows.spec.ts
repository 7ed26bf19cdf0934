import { describe, expect, it } from 'vitest';
import { LocalRateWindows } from './local-rate-windows';

const WINDOW_MS = 60_000;
const MAX_AGE_MS = 100_000;

describe('LocalRateWindows', () => {
  it('has nothing to count before Redis started the window', () => {
    expect(new LocalRateWindows(MAX_AGE_MS).count('client', 0)).toBeNull();
  });

  it('counts on from the shared count Redis reported', () => {
    const windows = new LocalRateWindows(MAX_AGE_MS);
    windows.adopt('client', { count: 5, ttlMs: 30_000 }, WINDOW_MS, 0);
    expect(windows.count('client', 1_000)).toEqual({ count: 6, resetMs: 29_000 });
    expect(windows.count('client', 2_000)).toEqual({ count: 7, resetMs: 28_000 });
  });

  it('sends the hits counted here once, and takes in the other replicas with the answer', () => {
    const windows = new LocalRateWindows(MAX_AGE_MS);
    windows.adopt('client', { count: 1, ttlMs: WINDOW_MS }, WINDOW_MS, 0);
    windows.count('client', 1);
    windows.count('client', 1);
    expect(windows.takeUnsent(2)).toEqual([{ key: 'client', amount: 2, windowMs: WINDOW_MS }]);
    // Counted while the batch is on its way: kept for the next one, and in every decision.
    expect(windows.count('client', 3)?.count).toBe(4);
    expect(windows.takeUnsent(3)).toEqual([]);
    // Redis has the 3 hits from here and 10 from other replicas.
    windows.settle('client', { count: 13, ttlMs: 59_000 }, 4);
    expect(windows.count('client', 5)?.count).toBe(15);
    expect(windows.takeUnsent(6)).toEqual([{ key: 'client', amount: 2, windowMs: WINDOW_MS }]);
  });

  it('keeps counting what it saw itself when Redis does not answer', () => {
    const windows = new LocalRateWindows(MAX_AGE_MS);
    windows.adopt('client', { count: 1, ttlMs: WINDOW_MS }, WINDOW_MS, 0);
    windows.count('client', 1);
    windows.takeUnsent(2);
    windows.settle('client', null, 3);
    expect(windows.count('client', 4)?.count).toBe(3);
  });

  it('ends a window when its time is up and forgets it', () => {
    const windows = new LocalRateWindows(MAX_AGE_MS);
    windows.adopt('client', { count: 1, ttlMs: 1_000 }, WINDOW_MS, 0);
    expect(windows.count('client', 1_000)).toBeNull();
    windows.takeUnsent(1_000);
    expect(windows.hasUnsent()).toBe(false);
    windows.adopt('client', { count: 1, ttlMs: WINDOW_MS }, WINDOW_MS, 1_000);
    expect(windows.count('client', 1_001)?.count).toBe(2);
  });

  it('refuses to decide on a count Redis reported too long ago', () => {
    const windows = new LocalRateWindows(100);
    windows.adopt('client', { count: 1, ttlMs: WINDOW_MS }, WINDOW_MS, 0);
    expect(windows.count('client', 100)?.count).toBe(2);
    expect(windows.count('client', 101)).toBeNull();
    windows.takeUnsent(102);
    windows.settle('client', { count: 9, ttlMs: WINDOW_MS }, 103);
    expect(windows.count('client', 104)?.count).toBe(10);
  });

  it('never lowers a live window when a late first hit comes back', () => {
    const windows = new LocalRateWindows(MAX_AGE_MS);
    windows.adopt('client', { count: 4, ttlMs: WINDOW_MS }, WINDOW_MS, 0);
    windows.count('client', 1);
    windows.adopt('client', { count: 3, ttlMs: WINDOW_MS }, WINDOW_MS, 2);
    expect(windows.count('client', 3)?.count).toBe(6);
  });
});
