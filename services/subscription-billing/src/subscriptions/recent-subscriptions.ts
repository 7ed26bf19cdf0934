import type { Subscription } from './subscription.schema';

/** Enough for every subscription written within a renewal sweep or a burst of checkouts. */
const DEFAULT_CAPACITY = 20_000;

/**
 * The last copy of each recently read or written subscription, by id, oldest dropped first. A copy
 * is only ever a guess: a change decided from it is written on the condition that the stored
 * `version` still matches, which every write of a subscription moves, so a stale copy costs one
 * missed write and never a wrong one.
 */
export class RecentSubscriptions {
  private readonly copies = new Map<string, Subscription>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(id: string): Subscription | undefined {
    return this.copies.get(id);
  }

  remember(subscription: Subscription): void {
    const {
      outbox: _outbox,
      outboxParked: _parked,
      outboxPending: _pending,
      ...copy
    } = subscription as Subscription & Record<string, unknown>;
    this.copies.delete(subscription._id);
    this.copies.set(subscription._id, copy as Subscription);
    if (this.copies.size > this.capacity) {
      const oldest = this.copies.keys().next().value;
      if (oldest !== undefined) this.copies.delete(oldest);
    }
  }

  forget(id: string): void {
    this.copies.delete(id);
  }

  get size(): number {
    return this.copies.size;
  }
}
