import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { RecentSubscriptions } from './recent-subscriptions';
import { liveKeyOf, Subscription } from './subscription.schema';

export type NewSubscription = Omit<
  Subscription,
  | 'version'
  | 'createdAt'
  | 'updatedAt'
  | 'settledPaymentIds'
  | 'reversedPaymentIds'
  | 'unclaimedPaymentIds'
  | 'lifetimeCents'
  | 'renewalFailures'
>;

/** A change of a subscription, decided from its current state; null changes nothing. */
export interface SubscriptionChange {
  set: Partial<Subscription>;
  unset?: Array<keyof Subscription>;
  /** The change's events, built from the subscription as it will be after it. */
  events?(next: Subscription): EventEnvelope[];
}

export interface ChangeResult {
  before: Subscription;
  subscription: Subscription;
  changed: boolean;
}

const NO_OUTBOX = { outbox: 0, outboxParked: 0 };
/** Conflicting writers of one subscription are rare and brief; this many rounds always suffice. */
const MAX_ROUNDS = 20;

@Injectable()
export class SubscriptionsRepository extends OutboxRepository<Subscription> {
  /** First guesses for `change`, so a change right after a read or write costs one command. */
  private readonly recent = new RecentSubscriptions();

  constructor(@InjectModel(Subscription.name) model: Model<Subscription>, relay: OutboxRelay) {
    super(model, relay);
  }

  /**
   * Stores a new subscription; null when the subscriber already holds a live one for the same
   * creator (or plan).
   */
  async create(
    subscription: NewSubscription,
    events: EventEnvelope[],
  ): Promise<Subscription | null> {
    try {
      const created = await this.insertWithEvents(
        {
          ...subscription,
          version: 0,
          settledPaymentIds: [],
          reversedPaymentIds: [],
          unclaimedPaymentIds: [],
          lifetimeCents: 0,
          renewalFailures: 0,
        },
        events,
      );
      this.recent.remember(created);
      return created;
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  async findById(id: string): Promise<Subscription | null> {
    const found = await this.model.findById(id, NO_OUTBOX).lean<Subscription>();
    if (found) this.recent.remember(found);
    else this.recent.forget(id);
    return found;
  }

  /** The subscriber's subscription to a creator (or plan) that has not ended, by its unique key. */
  async findLive(
    subscriberId: string,
    creatorId: string | undefined,
  ): Promise<Subscription | null> {
    return this.model
      .findOne({ liveKey: liveKeyOf(subscriberId, creatorId) }, NO_OUTBOX)
      .lean<Subscription>();
  }

  /** Every subscription of a subscriber, newest first. */
  async ofSubscriber(subscriberId: string): Promise<Subscription[]> {
    return this.model
      .find({ subscriberId }, NO_OUTBOX)
      .sort({ createdAt: -1, _id: 1 })
      .lean<Subscription[]>();
  }

  /** A creator's subscribers that ever paid, newest first. */
  async ofCreator(
    creatorId: string,
    statuses: readonly string[],
    page: number,
    limit: number,
  ): Promise<{ items: Subscription[]; total: number }> {
    const filter = { creatorId, status: { $in: [...statuses] } };
    const [items, total] = await Promise.all([
      this.model
        .find(filter, NO_OUTBOX)
        .sort({ createdAt: -1, _id: 1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Subscription[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, total };
  }

  /** The ids of a creator tier's live subscriptions, by the creator's index. */
  async liveOnTier(creatorId: string, tierId: string): Promise<string[]> {
    const found = await this.model
      .find({ creatorId, tierId, status: { $in: ['active', 'past_due'] } }, { _id: 1 })
      .lean<Array<Pick<Subscription, '_id'>>>();
    return found.map((subscription) => subscription._id);
  }

  /** Subscriptions whose next renewal step is due by `time`; a full scan, for recovery only. */
  dueBy(time: Date): Promise<Array<Pick<Subscription, '_id' | 'nextActionAt'>>> {
    return this.model
      .find({ nextActionAt: { $ne: null, $lte: time } }, { nextActionAt: 1 })
      .lean<Array<Pick<Subscription, '_id' | 'nextActionAt'>>>();
  }

  /**
   * Decides a change from the subscription and writes it only if nothing changed the subscription
   * meanwhile (`version`), again from a fresh read when something did. The first decision is made
   * from the copy this process last read or wrote, when it has one; that copy is trusted only if
   * the conditional write succeeds, so a decision of no change, or a refusal, is made again from a
   * fresh read. Returns the subscription after the change, the unchanged one when `decide` chose
   * nothing, null if absent.
   */
  async change(
    id: string,
    decide: (current: Subscription) => SubscriptionChange | null,
  ): Promise<ChangeResult | null> {
    const known = this.recent.get(id);
    const guessed = known ? decidedFromCopy(known, decide) : null;
    if (known && guessed) {
      const written = await this.write(known, guessed);
      if (written) return written;
    }
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const current = await this.findById(id);
      if (!current) return null;
      const change = decide(current);
      if (!change) return { before: current, subscription: current, changed: false };
      const written = await this.write(current, change);
      if (written) return written;
    }
    throw new Error(`subscription ${id} kept changing under ${MAX_ROUNDS} attempts`);
  }

  /** Writes a change decided from `current`; null when the stored version is no longer its. */
  private async write(
    current: Subscription,
    change: SubscriptionChange,
  ): Promise<ChangeResult | null> {
    const next = { ...current, ...change.set, version: current.version + 1 } as Subscription;
    for (const field of change.unset ?? []) delete next[field];
    const unset = Object.fromEntries((change.unset ?? []).map((field) => [field, 1]));
    const updated = await this.findAndUpdateWithEvents(
      { _id: current._id, version: current.version },
      {
        $set: change.set,
        $inc: { version: 1 },
        ...(change.unset?.length ? { $unset: unset } : {}),
      },
      change.events?.(next) ?? [],
      { projection: NO_OUTBOX },
    );
    if (!updated) return null;
    this.recent.remember(updated);
    return { before: current, subscription: updated, changed: true };
  }
}

/**
 * A change decided from a copy that may be stale; a refusal or a decision of no change is not
 * taken from it (null), but made again from a fresh read.
 */
function decidedFromCopy(
  copy: Subscription,
  decide: (current: Subscription) => SubscriptionChange | null,
): SubscriptionChange | null {
  try {
    return decide(copy);
  } catch {
    return null;
  }
}
