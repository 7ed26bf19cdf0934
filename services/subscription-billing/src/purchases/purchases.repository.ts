import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Purchase, type PurchaseState } from './purchase.schema';

export type NewPurchase = Omit<Purchase, 'state' | 'createdAt'>;

@Injectable()
export class PurchasesRepository extends OutboxRepository<Purchase> {
  constructor(@InjectModel(Purchase.name) model: Model<Purchase>, relay: OutboxRelay) {
    super(model, relay);
  }

  findById(id: string): Promise<Purchase | null> {
    return this.model.findById(id, { outbox: 0 }).lean<Purchase>();
  }

  /**
   * The purchase of a payment, created pending the first time the payment settles. Inserting
   * first costs one write on that first time; later settlements find the existing one.
   */
  async ensure(purchase: NewPurchase): Promise<Purchase> {
    try {
      const created = await this.model.create({ ...purchase, state: 'pending' });
      return created.toObject();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    return (await this.findById(purchase._id)) as Purchase;
  }

  /**
   * Moves a purchase from `from` to `to` with the events describing the move, in one write that
   * applies only while the purchase is still in `from`; false when another move came first.
   */
  async move(
    id: string,
    from: PurchaseState,
    to: PurchaseState,
    events: EventEnvelope[],
  ): Promise<boolean> {
    const { matched } = await this.updateWithEvents(
      { _id: id, state: from },
      { $set: { state: to } },
      events,
    );
    return matched;
  }
}
