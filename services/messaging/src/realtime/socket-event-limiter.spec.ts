import { describe, expect, it } from 'vitest';
import { SocketEventLimiter, type SocketEventVerdict } from './socket-event-limiter';

const limits = { burst: 10, perSecond: 5, floodRefusals: 50 };

function takeMany(limiter: SocketEventLimiter, count: number, at: number): SocketEventVerdict[] {
  return Array.from({ length: count }, () => limiter.take(at));
}

describe('socket event limiter', () => {
  it('allows a burst at once, then refuses until tokens refill', () => {
    const limiter = new SocketEventLimiter(limits, 0);
    const verdicts = takeMany(limiter, 30, 0);
    expect(verdicts.filter((v) => v === 'allowed')).toHaveLength(10);
    expect(verdicts.slice(10).every((v) => v === 'refused')).toBe(true);
  });

  it('refills at the configured rate, never beyond the burst', () => {
    const limiter = new SocketEventLimiter(limits, 0);
    takeMany(limiter, 10, 0);
    // 400 ms at 5 per second is two events.
    expect(takeMany(limiter, 3, 400)).toEqual(['allowed', 'allowed', 'refused']);
    const rested = new SocketEventLimiter(limits, 0);
    expect(takeMany(rested, 11, 60_000).filter((v) => v === 'allowed')).toHaveLength(10);
  });

  it('lets a client keep to the rate forever', () => {
    const limiter = new SocketEventLimiter(limits, 0);
    const verdicts = Array.from({ length: 500 }, (_, n) => limiter.take(n * 200));
    expect(verdicts.every((v) => v === 'allowed')).toBe(true);
  });

  it('only slows down a client a little over the rate', () => {
    const limiter = new SocketEventLimiter(limits, 0);
    // Six events per second for ten minutes: some refused, never dropped.
    const verdicts = Array.from({ length: 3600 }, (_, n) =>
      limiter.take(Math.floor(n * (1000 / 6))),
    );
    expect(verdicts).toContain('refused');
    expect(verdicts).not.toContain('flooding');
  });

  it('reports a flood once refusals pile up past the limit', () => {
    const limiter = new SocketEventLimiter(limits, 0);
    const verdicts = takeMany(limiter, 61, 0);
    expect(verdicts.slice(10, 60).every((v) => v === 'refused')).toBe(true);
    expect(verdicts[60]).toBe('flooding');
  });

  it('forgives refusals at the refill rate', () => {
    const limiter = new SocketEventLimiter(limits, 0);
    takeMany(limiter, 50, 0);
    // Ten seconds later the bucket is full again and the forty refusals are forgiven.
    expect(takeMany(limiter, 60, 10_000)).not.toContain('flooding');
  });

  it('ignores a clock that goes back', () => {
    const limiter = new SocketEventLimiter(limits, 5000);
    takeMany(limiter, 10, 5000);
    expect(limiter.take(1000)).toBe('refused');
  });
});
