import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError, CacheInvalidations, type ReadCache } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Customer } from './customer.schema';
import { PaymentMethod } from './payment-method.schema';

/** What charging a payer needs of them: their processor customer and their default method. */
export interface ChargeDefaults {
  customerId: string | null;
  method: PaymentMethod | null;
}

const CHARGE_DEFAULTS_CACHE = 'charge-defaults';

/**
 * Saved methods and processor customers. Every charge reads the payer's customer and default
 * method, which change only when the payer changes their cards: they are kept in memory by user
 * and dropped on every replica by each write below.
 */
@Injectable()
export class PaymentMethodsRepository {
  private readonly defaults: ReadCache<ChargeDefaults>;

  constructor(
    @InjectModel(PaymentMethod.name) private readonly methods: Model<PaymentMethod>,
    @InjectModel(Customer.name) private readonly customers: Model<Customer>,
    private readonly invalidations: CacheInvalidations,
  ) {
    this.defaults = invalidations.cache(CHARGE_DEFAULTS_CACHE, {
      maxEntries: 50_000,
      maxAgeMs: 60_000,
    });
  }

  /** The payer's customer and default method, from memory when read recently. */
  async chargeDefaults(userId: string): Promise<ChargeDefaults> {
    const found = await this.defaults.get(userId, async () => {
      const customer = await this.customer(userId);
      return {
        customerId: customer?.processorCustomerId ?? null,
        method: await this.defaultOf(userId, customer?.defaultMethodId),
      };
    });
    return found ?? { customerId: null, method: null };
  }

  async customerOf(userId: string): Promise<string | null> {
    return (await this.customer(userId))?.processorCustomerId ?? null;
  }

  customer(userId: string): Promise<Customer | null> {
    return this.customers.findById(userId).lean<Customer>();
  }

  /** Keeps the first customer stored for a user when two requests create one at once. */
  async saveCustomer(userId: string, processorCustomerId: string): Promise<string> {
    try {
      await this.customers.create({ _id: userId, processorCustomerId });
      await this.changed(userId);
      return processorCustomerId;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return (await this.customerOf(userId)) ?? processorCustomerId;
    }
  }

  ofUser(userId: string): Promise<PaymentMethod[]> {
    return this.methods.find({ userId }).sort({ createdAt: 1 }).lean<PaymentMethod[]>();
  }

  /** The method if it is the user's; someone else's method is as good as absent. */
  async ownedBy(id: string, userId: string): Promise<PaymentMethod | null> {
    const method = await this.methods.findById(id).lean<PaymentMethod>();
    return method?.userId === userId ? method : null;
  }

  /** The user's default method: by the customer's hint when it still holds, else by searching. */
  async defaultOf(userId: string, hint?: string): Promise<PaymentMethod | null> {
    if (hint) {
      const hinted = await this.ownedBy(hint, userId);
      if (hinted?.isDefault) return hinted;
    }
    const methods = await this.ofUser(userId);
    const found = methods.find((method) => method.isDefault) ?? methods[0] ?? null;
    if (found) await this.hintDefault(userId, found._id);
    return found;
  }

  async add(method: Omit<PaymentMethod, 'createdAt'>): Promise<PaymentMethod> {
    const created = await this.methods.create(method);
    await this.changed(method.userId);
    return created.toObject();
  }

  /** Makes one method the default and clears the flag on the user's others. */
  async makeDefault(id: string, userId: string): Promise<void> {
    await this.methods.updateMany({ userId, isDefault: true }, { $set: { isDefault: false } });
    await this.methods.updateOne({ _id: id }, { $set: { isDefault: true } });
    await this.hintDefault(userId, id);
  }

  async hintDefault(userId: string, methodId: string): Promise<void> {
    await this.customers.updateOne({ _id: userId }, { $set: { defaultMethodId: methodId } });
    await this.changed(userId);
  }

  async remove(id: string, userId: string): Promise<void> {
    await this.methods.deleteOne({ _id: id });
    await this.changed(userId);
  }

  private changed(userId: string): Promise<void> {
    return this.invalidations.invalidate(CHARGE_DEFAULTS_CACHE, [userId]);
  }
}
