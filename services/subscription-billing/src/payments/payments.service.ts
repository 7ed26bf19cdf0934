import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { isDuplicateKeyError } from '@tessera/platform';
import type { BillingPeriod, PaymentDto, PaymentPurpose } from '@tessera/contracts';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service';
import { PaymentProcessor, type ProcessorPayment } from '../processor/payment-processor';
import type { Payment } from './payment.schema';
import { splitPayment } from './payment-split';
import { paymentStatus } from './payment-status';
import { PaymentsRepository } from './payments.repository';

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const PAYMENT_SUPERSEDED = 'This payment was replaced by a newer one';

/** How long a request waits for a concurrent request's payment to be stored. */
const PAYMENT_WAIT_MS = 20_000;
const PAYMENT_POLL_MS = 50;

/** What a feature asks to be charged. Amounts are cents, already checked against the price. */
export interface ChargeRequest {
  purpose: PaymentPurpose;
  payerId: string;
  amountCents: number;
  currency: string;
  /** The creator's platform fee in percent (their plan's); ignored for a platform plan. */
  platformFeePercent: number;
  creatorId?: string;
  tierId?: string;
  billingPeriod?: BillingPeriod;
  subscriptionId?: string;
  contentId?: string;
  messageId?: string;
  note?: string;
  description: string;
  /**
   * `saved`: charge a saved method now (the named one, else the default); `offSession` marks a
   * renewal charged without the payer. `browser`: only create the intent; the payer confirms it.
   */
  method: { kind: 'saved'; paymentMethodId?: string; offSession?: boolean } | { kind: 'browser' };
  /** Makes a retried request (or renewal job) create one payment, not two. */
  idempotencyKey?: string;
  /** The payment's id, when the caller recorded it before the charge; else a new one. */
  paymentId?: string;
}

/**
 * Starts charges. The outcome never comes from the answer to the charge but from the processor's
 * webhook events, which settle the payment.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly methods: PaymentMethodsService,
    private readonly processor: PaymentProcessor,
  ) {}

  async charge(request: ChargeRequest): Promise<Payment> {
    const paymentId = request.paymentId ?? randomUUID();
    const source =
      request.method.kind === 'saved'
        ? await this.methods.chargeSource(request.payerId, request.method.paymentMethodId)
        : { customerId: await this.methods.customerFor(request.payerId), method: null };
    const { customerId, method: saved } = source;
    const offSession = request.method.kind === 'saved' && Boolean(request.method.offSession);
    const intent = await this.processor.createIntent({
      amountCents: request.amountCents,
      currency: request.currency,
      customerId,
      paymentMethodId: saved?.processorMethodId,
      offSession,
      idempotencyKey: request.idempotencyKey ?? `payment:${paymentId}`,
      description: request.description,
      metadata: { paymentId, purpose: request.purpose },
    });
    const payment = await this.store({
      _id: paymentId,
      intentId: intent.intentId,
      clientSecret: intent.clientSecret,
      purpose: request.purpose,
      payerId: request.payerId,
      creatorId: request.creatorId,
      tierId: request.tierId,
      billingPeriod: request.billingPeriod,
      subscriptionId: request.subscriptionId,
      contentId: request.contentId,
      messageId: request.messageId,
      note: request.note,
      amountCents: request.amountCents,
      currency: request.currency,
      split: splitPayment(request.purpose, request.amountCents, request.platformFeePercent),
      paymentMethodId: saved?._id,
      processorMethodId: saved?.processorMethodId,
    });
    if (saved) await this.processor.chargeStored(processorPayment(payment), { offSession });
    return payment;
  }

  /**
   * Stores a new payment. A request that takes over an attempt which stopped after its charge
   * finds that attempt's payment under the same id, and the processor's idempotency key gave it
   * the same intent: it answers the stored one.
   */
  private async store(payment: Parameters<PaymentsRepository['create']>[0]): Promise<Payment> {
    try {
      return await this.payments.create(payment);
    } catch (error) {
      const stored = isDuplicateKeyError(error) ? await this.payments.findById(payment._id) : null;
      if (!stored) throw error;
      return stored;
    }
  }

  /**
   * The payment another request is creating under `paymentId`, once stored; null as soon as
   * `stillWanted` says that request gave it up.
   */
  async awaitPayment(paymentId: string, stillWanted: () => Promise<boolean>) {
    const deadline = Date.now() + PAYMENT_WAIT_MS;
    while (Date.now() < deadline) {
      const payment = await this.payments.findById(paymentId);
      if (payment) return payment;
      if (!(await stillWanted())) return null;
      await sleep(PAYMENT_POLL_MS);
    }
    return null;
  }

  /**
   * A newer payment took this one's place before it settled: it is cancelled at the processor.
   * Cancelling fails when it already succeeded; its success is then refunded when it arrives.
   */
  async supersede(paymentId: string): Promise<void> {
    const payment = await this.payments.markSuperseded(paymentId, new Date());
    if (!payment) return;
    const status = paymentStatus(payment.facts);
    if (status !== 'processing' && status !== 'requires_action') return;
    try {
      await this.processor.cancelIntent(payment.intentId, `cancel:${payment._id}`);
    } catch (error) {
      this.logger.warn(
        `superseded payment ${payment._id} could not be cancelled: ${String(error)}`,
      );
    }
  }

  /**
   * Gives back a payment that succeeded although nothing waited for it any more (superseded, or a
   * renewal given up on). The refund webhook posts the reversal in the ledger.
   */
  async refundUnclaimed(payment: Payment): Promise<void> {
    const marked = (await this.payments.markSuperseded(payment._id, new Date())) ?? payment;
    if (marked.facts.refundedAt) return;
    await this.processor.refund(processorPayment(marked), `refund:${marked._id}`);
  }

  /**
   * The payer confirms an intent from the browser: with a method for an intent created without
   * one, or again after authenticating.
   */
  async confirm(payerId: string, paymentId: string, paymentMethodId?: string): Promise<Payment> {
    const payment = await this.owned(payerId, paymentId);
    if (payment.supersededAt) throw new ConflictException(PAYMENT_SUPERSEDED);
    const status = paymentStatus(payment.facts);
    if (status !== 'processing' && status !== 'requires_action' && status !== 'failed') {
      return payment;
    }
    const method =
      paymentMethodId || !payment.processorMethodId
        ? await this.methods.forCharge(payerId, paymentMethodId)
        : null;
    const processorMethodId = method?.processorMethodId ?? (payment.processorMethodId as string);
    await this.processor.confirmIntent(
      { ...processorPayment(payment), processorMethodId },
      { authenticated: status === 'requires_action' && !method },
    );
    return payment;
  }

  /** A payment its payer, its creator or an admin may read. */
  async readable(userId: string, isAdmin: boolean, paymentId: string): Promise<Payment> {
    const payment = await this.payments.findById(paymentId);
    if (!payment) throw new NotFoundException(PAYMENT_NOT_FOUND);
    if (!isAdmin && payment.payerId !== userId && payment.creatorId !== userId) {
      throw new NotFoundException(PAYMENT_NOT_FOUND);
    }
    return payment;
  }

  private async owned(payerId: string, paymentId: string): Promise<Payment> {
    const payment = await this.payments.findById(paymentId);
    if (!payment || payment.payerId !== payerId) throw new NotFoundException(PAYMENT_NOT_FOUND);
    return payment;
  }
}

function processorPayment(payment: Payment): ProcessorPayment {
  return {
    intentId: payment.intentId,
    paymentId: payment._id,
    amountCents: payment.amountCents,
    currency: payment.currency,
    processorMethodId: payment.processorMethodId,
  };
}

export function toPaymentDto(payment: Payment): PaymentDto {
  const status = paymentStatus(payment.facts);
  return {
    id: payment._id,
    purpose: payment.purpose,
    status,
    amountCents: payment.amountCents,
    currency: payment.currency.toUpperCase(),
    payerId: payment.payerId,
    ...(payment.creatorId ? { creatorId: payment.creatorId } : {}),
    ...(payment.subscriptionId ? { subscriptionId: payment.subscriptionId } : {}),
    ...(payment.contentId ? { contentId: payment.contentId } : {}),
    ...(payment.messageId ? { messageId: payment.messageId } : {}),
    ...(payment.clientSecret && (status === 'processing' || status === 'requires_action')
      ? { clientSecret: payment.clientSecret }
      : {}),
    ...(status === 'failed' && payment.facts.failureMessage
      ? { failureMessage: payment.facts.failureMessage }
      : {}),
    createdAt: payment.createdAt.toISOString(),
  };
}
