import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { DisputeStatus, EventEnvelope, Paginated } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Dispute } from './dispute.schema';

/** The outbox stays out of what callers read. */
const NO_OUTBOX = { outbox: 0, outboxParked: 0 };
const OPEN: DisputeStatus[] = ['needs_response', 'under_review'];

export type NewDispute = Omit<Dispute, 'createdAt'>;
export type Submission = Required<Pick<Dispute, 'evidence' | 'submittedAt' | 'submittedBy'>> &
  Pick<Dispute, 'note'>;

@Injectable()
export class DisputesRepository extends OutboxRepository<Dispute> {
  constructor(@InjectModel(Dispute.name) model: Model<Dispute>, relay: OutboxRelay) {
    super(model, relay);
  }

  /** Stores a new dispute with `events`; false, storing nothing, when it is stored already. */
  async open(dispute: NewDispute, events: EventEnvelope[]): Promise<boolean> {
    try {
      await this.insertWithEvents(dispute, events);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  findById(id: string): Promise<Dispute | null> {
    return this.model.findById(id, NO_OUTBOX).lean<Dispute>();
  }

  /** Disputes, the soonest deadline first, optionally of one status. */
  async page(
    status: DisputeStatus | undefined,
    page: number,
    limit: number,
  ): Promise<Paginated<Dispute>> {
    const filter = status ? { status } : {};
    const [items, total] = await Promise.all([
      this.model
        .find(filter, NO_OUTBOX)
        .sort({ dueBy: 1, _id: 1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Dispute[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, page, limit, total };
  }

  /** Records submitted evidence with `events`; null when it no longer needed a response. */
  submit(id: string, submission: Submission, events: EventEnvelope[]): Promise<Dispute | null> {
    return this.findAndUpdateWithEvents(
      { _id: id, status: 'needs_response' },
      { $set: { ...submission, status: 'under_review' } },
      events,
      { projection: NO_OUTBOX },
    );
  }

  /** Records the bank's decision with `events`; null when the dispute was decided already. */
  close(
    id: string,
    outcome: 'won' | 'lost',
    at: Date,
    events: EventEnvelope[],
  ): Promise<Dispute | null> {
    return this.findAndUpdateWithEvents(
      { _id: id, status: { $in: OPEN } },
      { $set: { status: outcome, outcome, closedAt: at } },
      events,
      { projection: NO_OUTBOX },
    );
  }
}
