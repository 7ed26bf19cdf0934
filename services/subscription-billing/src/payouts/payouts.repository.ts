import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope, Paginated } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { PayoutLock } from './payout-lock.schema';
import { Payout, type PayoutStatus, type StoredPayoutHold } from './payout.schema';

/** Longer than reading a balance and posting two journals; a crashed holder's lock lapses. */
const LOCK_TTL_MS = 30_000;

/** The outbox stays out of what callers read. */
const NO_OUTBOX = { outbox: 0, outboxParked: 0 };

@Injectable()
export class PayoutsRepository extends OutboxRepository<Payout> {
  constructor(
    @InjectModel(Payout.name) model: Model<Payout>,
    @InjectModel(PayoutLock.name) private readonly locks: Model<PayoutLock>,
    relay: OutboxRelay,
  ) {
    super(model, relay);
  }

  findById(id: string): Promise<Payout | null> {
    return this.model.findById(id, NO_OUTBOX).lean<Payout>();
  }

  /** Payouts of every creator, newest first, optionally of one status. */
  async page(
    status: PayoutStatus | undefined,
    page: number,
    limit: number,
  ): Promise<Paginated<Payout>> {
    const filter = status ? { status } : {};
    const [items, total] = await Promise.all([
      this.model
        .find(filter, NO_OUTBOX)
        .sort({ createdAt: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Payout[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, page, limit, total };
  }

  /** Held payouts the platform held (not an admin), whose cause the weekly run checks again. */
  heldByPlatform(limit: number): Promise<Payout[]> {
    return this.model
      .find({ status: 'held', 'hold.heldBy': null }, NO_OUTBOX)
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<Payout[]>();
  }

  /**
   * Holds a scheduled payout with `events` in the same write; null when it was not scheduled
   * (already held, sent, or held by a concurrent call).
   */
  hold(id: string, hold: StoredPayoutHold, events: EventEnvelope[]): Promise<Payout | null> {
    return this.findAndUpdateWithEvents(
      { _id: id, status: 'pending' },
      { $set: { status: 'held', hold } },
      events,
      { projection: NO_OUTBOX },
    );
  }

  /** Schedules a held payout again with `events` in the same write; null when it was not held. */
  release(id: string, events: EventEnvelope[]): Promise<Payout | null> {
    return this.findAndUpdateWithEvents(
      { _id: id, status: 'held' },
      { $set: { status: 'pending' }, $unset: { hold: 1 } },
      events,
      { projection: NO_OUTBOX },
    );
  }

  /** Inserts a payout; false when one with its id exists (a rerun of the weekly job). */
  async create(payout: Omit<Payout, 'createdAt'>): Promise<boolean> {
    try {
      await this.model.create(payout);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  ofCreator(creatorId: string, limit = 100): Promise<Payout[]> {
    return this.model
      .find({ creatorId }, NO_OUTBOX)
      .sort({ createdAt: -1 })
      .limit(limit)
      .lean<Payout[]>();
  }

  countOfCreator(creatorId: string): Promise<number> {
    return this.model.countDocuments({ creatorId });
  }

  /** Pending payouts whose date has come, oldest first. */
  due(now: Date, limit: number): Promise<Payout[]> {
    return this.model
      .find({ status: 'pending', scheduledFor: { $lte: now } }, NO_OUTBOX)
      .sort({ scheduledFor: 1 })
      .limit(limit)
      .lean<Payout[]>();
  }

  /** Failed payouts, whose reversal the weekly run makes sure of. */
  failed(limit: number): Promise<Payout[]> {
    return this.model
      .find({ status: 'failed' }, NO_OUTBOX)
      .sort({ settledAt: -1 })
      .limit(limit)
      .lean<Payout[]>();
  }

  /** Moves a payout out of `from`; false when another run moved it first. */
  async move(
    id: string,
    from: PayoutStatus,
    to: PayoutStatus,
    set: Partial<Payout> = {},
  ): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: id, status: from },
      { $set: { ...set, status: to } },
    );
    return result.matchedCount > 0;
  }

  /** Runs `work` while holding the creator's payout lock; null when someone else holds it. */
  async withCreatorLock<T>(creatorId: string, work: () => Promise<T>): Promise<T | null> {
    const holder = randomUUID();
    if (!(await this.lock(creatorId, holder))) return null;
    try {
      return await work();
    } finally {
      await this.locks.updateOne(
        { _id: creatorId, holder },
        { $set: { holder: null, heldAt: null } },
      );
    }
  }

  private async lock(creatorId: string, holder: string): Promise<boolean> {
    const now = new Date();
    const current = await this.locks.findById(creatorId).lean<PayoutLock>();
    if (!current) {
      try {
        await this.locks.create({ _id: creatorId, holder, heldAt: now });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    }
    if (
      current.holder &&
      current.heldAt &&
      now.getTime() - current.heldAt.getTime() < LOCK_TTL_MS
    ) {
      return false;
    }
    const result = await this.locks.updateOne(
      { _id: creatorId, holder: current.holder },
      { $set: { holder, heldAt: now } },
    );
    return result.matchedCount > 0;
  }
}
