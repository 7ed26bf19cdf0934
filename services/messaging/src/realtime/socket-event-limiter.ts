/** How many client events one socket may send. */
export interface SocketEventLimits {
  /** Events a socket may send at once after a quiet spell. */
  burst: number;
  /** Events per second it may keep sending. */
  perSecond: number;
  /** Refused events, forgiven at `perSecond`, past which the socket is dropped as a flood. */
  floodRefusals: number;
}

/** `flooding`: refused, and the socket has ignored refusals for long enough to be dropped. */
export type SocketEventVerdict = 'allowed' | 'refused' | 'flooding';

export const SLOW_DOWN_MESSAGE = 'Too many messages, slow down';

/**
 * A token bucket per socket: it starts full with `burst` events and refills at `perSecond`; an
 * event finding it empty is refused. Refusals are counted in a second bucket that drains at the
 * same rate, so a client that keeps a little over the rate is only slowed down, while one that
 * keeps sending regardless piles up refusals and is told it floods.
 */
export class SocketEventLimiter {
  private tokens: number;
  private refusals = 0;
  private updatedAt: number;

  constructor(
    private readonly limits: SocketEventLimits,
    now: number,
  ) {
    this.tokens = limits.burst;
    this.updatedAt = now;
  }

  take(now: number): SocketEventVerdict {
    const refill = (Math.max(0, now - this.updatedAt) / 1000) * this.limits.perSecond;
    this.updatedAt = Math.max(now, this.updatedAt);
    this.tokens = Math.min(this.limits.burst, this.tokens + refill);
    this.refusals = Math.max(0, this.refusals - refill);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'allowed';
    }
    this.refusals += 1;
    return this.refusals > this.limits.floodRefusals ? 'flooding' : 'refused';
  }
}
