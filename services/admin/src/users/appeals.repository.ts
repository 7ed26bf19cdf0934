import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { FilterQuery, Model } from 'mongoose';
import { Appeal, type AppealState } from './appeal.schema';

export type DecidedState = Extract<AppealState, 'upheld' | 'reinstated'>;

@Injectable()
export class AppealsRepository extends OutboxRepository<Appeal> {
  constructor(@InjectModel(Appeal.name) model: Model<Appeal>, relay: OutboxRelay) {
    super(model, relay);
  }

  async open(
    appeal: Omit<
      Appeal,
      'message' | 'submittedAt' | 'decidedAt' | 'decidedBy' | 'decisionNotes' | 'state'
    >,
  ) {
    await this.insertDocument({
      ...appeal,
      state: 'awaiting',
      message: null,
      submittedAt: null,
      decidedAt: null,
      decidedBy: null,
      decisionNotes: null,
    });
  }

  async findByTokenHash(tokenHash: string): Promise<Appeal | null> {
    return this.model.findOne({ tokenHash }).lean<Appeal>();
  }

  async find(id: string): Promise<Appeal | null> {
    return this.model.findById(id).lean<Appeal>();
  }

  /** Takes the user's message unless they already appealed; false if they had. */
  async submit(id: string, message: string, at: Date, audit: EventEnvelope): Promise<boolean> {
    const { matched } = await this.updateWithEvents(
      { _id: id, state: 'awaiting' },
      { $set: { state: 'open', message, submittedAt: at } },
      [audit],
    );
    return matched;
  }

  /** Records an admin's decision on an open appeal; false if it was not open. */
  async decide(
    id: string,
    decision: { state: DecidedState; by: string; notes: string; at: Date },
    audit: EventEnvelope,
  ): Promise<boolean> {
    const { matched } = await this.updateWithEvents(
      { _id: id, state: 'open' },
      {
        $set: {
          state: decision.state,
          decidedBy: decision.by,
          decisionNotes: decision.notes,
          decidedAt: decision.at,
        },
      },
      [audit],
    );
    return matched;
  }

  async list(
    state: AppealState | undefined,
    page: number,
    limit: number,
  ): Promise<{ appeals: Appeal[]; total: number }> {
    const filter: FilterQuery<Appeal> = state ? { state } : { state: { $ne: 'awaiting' } };
    const [appeals, total] = await Promise.all([
      this.model
        .find(filter)
        .sort({ submittedAt: -1, _id: 1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Appeal[]>(),
      this.model.countDocuments(filter),
    ]);
    return { appeals, total };
  }

  async countOpen(): Promise<number> {
    return this.model.countDocuments({ state: 'open' });
  }
}
