import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { PresencePrivacy } from './presence-privacy.schema';

/** How long a replica answers from its list of hidden users; its own changes apply at once. */
const LIST_MS = 2_000;

/**
 * The users who hide their online status from others. Few choose it, and every status read asks,
 * so each replica keeps the list in memory for a moment rather than asking per user.
 */
@Injectable()
export class HiddenPresenceRepository extends OutboxRepository<PresencePrivacy> {
  private listed: { ids: Set<string>; until: number } | null = null;

  constructor(
    @InjectModel(PresencePrivacy.name) model: Model<PresencePrivacy>,
    relay: OutboxRelay,
  ) {
    super(model, relay);
  }

  /**
   * Records the choice unless a newer one is stored; a replay changes nothing. When the choice
   * flips what others see, `flipEvent` goes out with the write, so the people the user talks with
   * read the status again instead of keeping the one they were last told.
   */
  async apply(
    userId: string,
    hidden: boolean,
    changedAt: Date,
    flipEvent: EventEnvelope,
  ): Promise<void> {
    const newer = { changedAt: { $lte: changedAt } };
    const flipped = await this.findAndUpdateWithEvents(
      { _id: userId, hidden: !hidden, ...newer },
      { $set: { hidden, changedAt } },
      [flipEvent],
      { projection: { _id: 1 } },
    );
    if (!flipped && !(await this.insertFirst(userId, hidden, changedAt, flipEvent))) {
      // The same choice again, or an older one: only a newer time is kept.
      await this.model.updateOne({ _id: userId, ...newer }, { $set: { changedAt } });
    }
    this.listed = null;
  }

  /** A user's first choice; hiding flips what others saw, showing changes nothing for them. */
  private async insertFirst(
    userId: string,
    hidden: boolean,
    changedAt: Date,
    flipEvent: EventEnvelope,
  ): Promise<boolean> {
    try {
      await this.insertWithEvents({ _id: userId, hidden, changedAt }, hidden ? [flipEvent] : []);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async ids(): Promise<ReadonlySet<string>> {
    if (this.listed && this.listed.until > Date.now()) return this.listed.ids;
    const found = await this.model
      .find({ hidden: true }, { _id: 1 })
      .lean<Array<Pick<PresencePrivacy, '_id'>>>();
    this.listed = { ids: new Set(found.map((entry) => entry._id)), until: Date.now() + LIST_MS };
    return this.listed.ids;
  }
}
