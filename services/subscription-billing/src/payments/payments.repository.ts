import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
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
}
