import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { PaymentMethodDto } from '@tessera/contracts';
import { PaymentProcessor } from '../processor/payment-processor';
import type { PaymentMethod } from './payment-method.schema';
import { PaymentMethodsRepository } from './payment-methods.repository';

export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';
export const NO_PAYMENT_METHOD = 'Add a payment method first';

/** Saved cards: attached to the user's processor customer, one of them the default. */
@Injectable()
export class PaymentMethodsService {
  constructor(
    private readonly methods: PaymentMethodsRepository,
    private readonly processor: PaymentProcessor,
  ) {}

  async customerFor(userId: string): Promise<string> {
    const existing = await this.methods.customerOf(userId);
    if (existing) return existing;
    return this.methods.saveCustomer(userId, await this.processor.createCustomer(userId));
  }

  async list(userId: string): Promise<PaymentMethodDto[]> {
    return (await this.methods.ofUser(userId)).map(toPaymentMethodDto);
  }

  async add(userId: string, processorMethodId: string, makeDefault: boolean) {
    const customerId = await this.customerFor(userId);
    const card = await this.processor.attachPaymentMethod(processorMethodId, customerId);
    const existing = await this.methods.ofUser(userId);
    const method = await this.methods.add({
      _id: randomUUID(),
      userId,
      processorMethodId,
      ...card,
      // The first method added becomes the default (section 4).
      isDefault: existing.length === 0,
    });
    if (method.isDefault) await this.methods.hintDefault(userId, method._id);
    if (makeDefault && !method.isDefault) await this.methods.makeDefault(method._id, userId);
    return toPaymentMethodDto({ ...method, isDefault: method.isDefault || makeDefault });
  }

  async makeDefault(userId: string, id: string): Promise<PaymentMethodDto> {
    const method = await this.owned(userId, id);
    await this.methods.makeDefault(id, userId);
    return toPaymentMethodDto({ ...method, isDefault: true });
  }

  async remove(userId: string, id: string): Promise<void> {
    const method = await this.owned(userId, id);
    await this.processor.detachPaymentMethod(method.processorMethodId);
    await this.methods.remove(id, userId);
    if (method.isDefault) {
      const next = await this.methods.defaultOf(userId);
      if (next) await this.methods.makeDefault(next._id, userId);
    }
  }

  /** The method a charge uses: the named one, which must be the payer's, or their default. */
  async forCharge(userId: string, id: string | undefined): Promise<PaymentMethod> {
    return (await this.chargeSource(userId, id)).method;
  }

  /** The payer's processor customer and the method a charge uses, reading the customer once. */
  async chargeSource(
    userId: string,
    id: string | undefined,
  ): Promise<{ customerId: string; method: PaymentMethod }> {
    const [defaults, named] = await Promise.all([
      this.methods.chargeDefaults(userId),
      id ? this.owned(userId, id) : null,
    ]);
    const method = named ?? defaults.method;
    if (!method) throw new BadRequestException(NO_PAYMENT_METHOD);
    return { customerId: defaults.customerId ?? (await this.customerFor(userId)), method };
  }

  private async owned(userId: string, id: string): Promise<PaymentMethod> {
    const method = await this.methods.ownedBy(id, userId);
    if (!method) throw new NotFoundException(PAYMENT_METHOD_NOT_FOUND);
    return method;
  }
}

export function toPaymentMethodDto(method: PaymentMethod): PaymentMethodDto {
  return {
    id: method._id,
    userId: method.userId,
    type: 'stripe',
    provider: 'card',
    last4: method.last4,
    brand: method.brand,
    expiryMonth: method.expiryMonth,
    expiryYear: method.expiryYear,
    isDefault: method.isDefault,
    createdAt: method.createdAt.toISOString(),
  };
}
