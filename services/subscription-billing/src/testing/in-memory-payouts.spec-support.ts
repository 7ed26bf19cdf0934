import type { EventEnvelope } from '@tessera/contracts';
import type { Payout, PayoutStatus, StoredPayoutHold } from '../payouts/payout.schema';

function copy<T>(document: T): T {
  return structuredClone(document);
}

/** Payouts by id, each status change a compare-and-set, and one lock holder per creator. */
export class InMemoryPayoutsRepository {
  readonly docs = new Map<string, Payout>();
  readonly locked = new Set<string>();
  /** Audit events written with holds and releases, in order. */
  readonly events: EventEnvelope[] = [];

  create(payout: Omit<Payout, 'createdAt'> & { createdAt?: Date }): Promise<boolean> {
    if (this.docs.has(payout._id)) return Promise.resolve(false);
    this.docs.set(payout._id, copy({ ...payout, createdAt: payout.createdAt ?? new Date() }));
    return Promise.resolve(true);
  }

  findById(id: string): Promise<Payout | null> {
    const found = this.docs.get(id);
    return Promise.resolve(found ? copy(found) : null);
  }

  ofCreator(creatorId: string): Promise<Payout[]> {
    const found = [...this.docs.values()].filter((payout) => payout.creatorId === creatorId);
    return Promise.resolve(found.map(copy));
  }

  due(now: Date, limit: number): Promise<Payout[]> {
    const found = [...this.docs.values()]
      .filter((payout) => payout.status === 'pending' && payout.scheduledFor <= now)
      .sort((a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime())
      .slice(0, limit);
    return Promise.resolve(found.map(copy));
  }

  failed(limit: number): Promise<Payout[]> {
    const found = [...this.docs.values()].filter((payout) => payout.status === 'failed');
    return Promise.resolve(found.slice(0, limit).map(copy));
  }

  move(id: string, from: PayoutStatus, to: PayoutStatus, set: Partial<Payout>): Promise<boolean> {
    const stored = this.docs.get(id);
    if (stored?.status !== from) return Promise.resolve(false);
    this.docs.set(id, { ...stored, ...copy(set), status: to });
    return Promise.resolve(true);
  }

  heldByPlatform(limit: number): Promise<Payout[]> {
    const found = [...this.docs.values()].filter(
      (payout) => payout.status === 'held' && payout.hold?.heldBy === null,
    );
    return Promise.resolve(found.slice(0, limit).map(copy));
  }

  hold(id: string, hold: StoredPayoutHold, events: EventEnvelope[]): Promise<Payout | null> {
    const stored = this.docs.get(id);
    if (stored?.status !== 'pending') return Promise.resolve(null);
    this.docs.set(id, { ...stored, status: 'held', hold: copy(hold) });
    this.events.push(...events);
    return this.findById(id);
  }

  release(id: string, events: EventEnvelope[]): Promise<Payout | null> {
    const stored = this.docs.get(id);
    if (stored?.status !== 'held') return Promise.resolve(null);
    const { hold: _hold, ...rest } = stored;
    this.docs.set(id, { ...rest, status: 'pending' });
    this.events.push(...events);
    return this.findById(id);
  }

  /** Null, doing nothing, while another caller holds the creator's lock. */
  async withCreatorLock<T>(creatorId: string, work: () => Promise<T>): Promise<T | null> {
    if (this.locked.has(creatorId)) return null;
    this.locked.add(creatorId);
    try {
      return await work();
    } finally {
      this.locked.delete(creatorId);
    }
  }
}
