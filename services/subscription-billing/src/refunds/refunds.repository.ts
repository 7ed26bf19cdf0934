import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope, Paginated, RefundStatus } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model, UpdateQuery } from 'mongoose';
import { Refund } from './refund.schema';

/** The outbox stays out of what callers read. */
const NO_OUTBOX = { outbox: 0, outboxParked: 0 };

export type NewRefund = Omit<Refund, 'createdAt'>;

@Injectable()
export class RefundsRepository extends OutboxRepository<Refund> {
  constructor(@InjectModel(Refund.name) model: Model<Refund>, relay: OutboxRelay) {
    super(model, relay);
  }

  /** Stores a new refund with its events; null when one with its id or open request exists. */
  async create(refund: NewRefund, events: EventEnvelope[]): Promise<Refund | null> {
    try {
      await this.insertWithEvents(refund, events);
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
    return this.findById(refund._id);
  }

  findById(id: string): Promise<Refund | null> {
    return this.model.findById(id, NO_OUTBOX).lean<Refund>();
  }

  openRequestOf(paymentId: string): Promise<Refund | null> {
    return this.model.findOne({ openRequestFor: paymentId }, NO_OUTBOX).lean<Refund>();
  }

  ofPayments(paymentIds: readonly string[]): Promise<Refund[]> {
    return this.model
      .find({ paymentId: { $in: paymentIds } }, NO_OUTBOX)
      .sort({ createdAt: 1 })
      .lean<Refund[]>();
  }

  async page(
    status: RefundStatus | undefined,
    page: number,
    limit: number,
  ): Promise<Paginated<Refund>> {
    const filter = status ? { status } : {};
    const [items, total] = await Promise.all([
      this.model
        .find(filter, NO_OUTBOX)
        .sort({ createdAt: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Refund[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, page, limit, total };
  }

  /**
   * Moves a refund that still matches `expected` (its status and who may move it), with `events`
   * in the same write; null when another call moved it first.
   */
  move(
    id: string,
    expected: Record<string, unknown>,
    update: UpdateQuery<Refund>,
    events: EventEnvelope[],
  ): Promise<Refund | null> {
    return this.findAndUpdateWithEvents({ _id: id, ...expected }, update, events, {
      projection: NO_OUTBOX,
    });
  }
}
