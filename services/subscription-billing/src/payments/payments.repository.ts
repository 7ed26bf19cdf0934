import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { FilterQuery, Model } from 'mongoose';
import { Payment, type PaymentFacts } from './payment.schema';

export type ReportedFact = keyof Pick<
  PaymentFacts,
  'succeededAt' | 'failedAt' | 'requiresActionAt' | 'refundedAt' | 'disputedAt'
>;

@Injectable()
export class PaymentsRepository extends MongoRepository<Payment> {
  constructor(@InjectModel(Payment.name) model: Model<Payment>) {
    super(model);
  }

  async create(payment: Omit<Payment, 'createdAt' | 'facts'>): Promise<Payment> {
    return this.insertDocument({ ...payment, facts: {} });
  }

  findById(id: string): Promise<Payment | null> {
    return this.model.findById(id).lean<Payment>();
  }

  findByIntent(intentId: string): Promise<Payment | null> {
    return this.model.findOne({ intentId }).lean<Payment>();
  }

  /**
   * Records that the processor reported a fact. `$min` keeps the earliest time whatever order and
   * however often reports arrive, so recording is idempotent.
   */
  async recordFact(
    intentId: string,
    fact: ReportedFact,
    at: Date,
    failure?: { code: string; message: string },
  ): Promise<Payment | null> {
    const update = {
      $min: { [`facts.${fact}`]: at },
      ...(failure
        ? {
            $set: {
              'facts.failureCode': failure.code,
              'facts.failureMessage': failure.message,
            },
          }
        : {}),
    };
    return this.model.findOneAndUpdate({ intentId }, update, { new: true }).lean<Payment>();
  }

  /** Marks a payment superseded (the first time only) and answers it; null when unknown. */
  async markSuperseded(id: string, at: Date): Promise<Payment | null> {
    // The payment's own facts are unchanged, so `updatedAt` is left alone.
    await this.model.updateOne(
      { _id: id, supersededAt: { $exists: false } },
      { $set: { supersededAt: at } },
      { timestamps: false },
    );
    return this.findById(id);
  }

  /** Notes that an event about the payment was handled completely. */
  async markEventHandled(paymentId: string, eventId: string): Promise<void> {
    await this.model.updateOne(
      { _id: paymentId },
      { $addToSet: { handledEventIds: eventId } },
      { timestamps: false },
    );
  }

  /** A payer's payments, newest first. */
  ofPayer(payerId: string, limit: number): Promise<Payment[]> {
    return this.model.find({ payerId }).sort({ createdAt: -1 }).limit(limit).lean<Payment[]>();
  }

  countOfPayer(payerId: string): Promise<number> {
    return this.model.countDocuments({ payerId });
  }

  /**
   * Counts `amountCents` of a successful, undisputed payment as refunded by `refundId`, unless
   * more than what is left would go back; one conditional write, so two refunds at once never
   * return more than was paid. Null when refused or already counted (the caller reads which).
   */
  reserveRefund(payment: Payment, refundId: string, amountCents: number): Promise<Payment | null> {
    return this.model
      .findOneAndUpdate(
        {
          _id: payment._id,
          'facts.succeededAt': { $exists: true },
          'facts.disputedAt': { $exists: false },
          refundIds: { $ne: refundId },
          $or: [
            { refundedCents: { $exists: false } },
            { refundedCents: { $lte: payment.amountCents - amountCents } },
          ],
        },
        { $inc: { refundedCents: amountCents }, $push: { refundIds: refundId } },
        { new: true, timestamps: false },
      )
      .lean<Payment>();
  }

  /** Gives a refused refund's amount back to what is left to refund. */
  async releaseRefund(paymentId: string, refundId: string, amountCents: number): Promise<void> {
    await this.model.updateOne(
      { _id: paymentId, refundIds: refundId },
      { $inc: { refundedCents: -amountCents }, $pull: { refundIds: refundId } },
      { timestamps: false },
    );
  }

  /** Payments matching an admin's filter, newest first. */
  async page(filter: FilterQuery<Payment>, page: number, limit: number) {
    const [items, total] = await Promise.all([
      this.model
        .find(filter)
        .sort({ createdAt: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Payment[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, page, limit, total };
  }

  countMatching(filter: FilterQuery<Payment>): Promise<number> {
    return this.model.countDocuments(filter);
  }

  /** A payer's first payment, for how long they have been paying. */
  firstOfPayer(payerId: string): Promise<Payment | null> {
    return this.model.findOne({ payerId }).sort({ createdAt: 1 }).lean<Payment>();
  }

  /** A payer's latest successful amounts, for what they usually pay. */
  async succeededAmountsOfPayer(payerId: string, limit: number) {
    return this.model
      .find({ payerId, 'facts.succeededAt': { $exists: true } }, { amountCents: 1 })
      .sort({ createdAt: -1 })
      .limit(limit)
      .lean<Pick<Payment, '_id' | 'amountCents'>[]>();
  }
}
