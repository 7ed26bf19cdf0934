import { setTimeout as sleep } from 'node:timers/promises';
import {
  ConflictException,
  HttpException,
  Injectable,
  UnprocessableEntityException,
} from '@nestjs/common';
import { paymentStatus } from '../payments/payment-status';
import { PaymentsRepository } from '../payments/payments.repository';
import type { PurchaseKey } from './purchase-key.schema';
import {
  CLIENT_KEY_RETENTION_MS,
  DERIVED_KEY_RETENTION_MS,
  decideOnKey,
  keyIdOf,
  processorKeyOf,
  PURCHASE_LEASE_MS,
} from './purchase-key-rules';
import { PurchaseKeysRepository } from './purchase-keys.repository';

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request';
export const KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed; try again shortly';

/** How long a request waits for a concurrent one with the same key to answer. */
const WAIT_FOR_ANSWER_MS = 20_000;
const POLL_MS = [25, 50, 100, 200] as const;

/** One purchase request, as its key sees it. */
export interface PurchaseRequest {
  payerId: string;
  /** The client's `Idempotency-Key`, when it sent one. */
  clientKey?: string;
  /** The key derived from the buyer, the item and the period, used without a client key. */
  derivedKey: string;
  fingerprint: string;
}

/** What the attempt that performs a purchase charges under. */
export interface PurchaseAttempt {
  /** The id its payment is created with. */
  paymentId: string;
  /** The processor's idempotency key for its charge. */
  processorKey: string;
}

/** What a performed purchase answers, and the payment that answer carries. */
export interface PerformedPurchase<T> {
  data: T;
  paymentId: string | null;
}

/**
 * Makes a purchase happen once per key. The first request with a key performs it; a concurrent
 * one waits for that answer and gives it too; a repeat replays it. A refusal (4xx) is forgotten,
 * so the same key may try again; a failure midway (a crash, a 5xx) keeps the attempt's payment id
 * and processor key, so the retry that takes it over charges no more than the first try did.
 */
@Injectable()
export class IdempotentPurchases {
  constructor(
    private readonly keys: PurchaseKeysRepository,
    private readonly payments: PaymentsRepository,
  ) {}

  async run<T>(
    request: PurchaseRequest,
    perform: (attempt: PurchaseAttempt) => Promise<PerformedPurchase<T>>,
  ): Promise<T> {
    const id = keyIdOf(request.payerId, { client: request.clientKey, derived: request.derivedKey });
    const derived = !request.clientKey;
    const deadline = Date.now() + WAIT_FOR_ANSWER_MS;
    let joined = false;
    for (let round = 0; ; round += 1) {
      const now = new Date();
      const fresh = {
        derived,
        fingerprint: request.fingerprint,
        leaseUntil: new Date(now.getTime() + PURCHASE_LEASE_MS),
        expiresAt: new Date(
          now.getTime() + (derived ? DERIVED_KEY_RETENTION_MS : CLIENT_KEY_RETENTION_MS),
        ),
      };
      const stored = await this.keys.find(id);
      let held: PurchaseKey | null = null;
      if (!stored) {
        held = await this.keys.begin({ id, ...fresh });
      } else {
        const decision = decideOnKey(stored, {
          fingerprint: request.fingerprint,
          now,
          joined,
          answeredPaymentStatus: await this.answeredPaymentStatus(stored),
        });
        switch (decision) {
          case 'replay':
            return stored.answer?.data as T;
          case 'mismatch':
            throw new UnprocessableEntityException(KEY_REUSED);
          case 'take_over':
            held = await this.keys.takeOver(stored, fresh.leaseUntil);
            break;
          case 'restart':
            held = await this.keys.restart(stored, fresh);
            break;
          case 'wait':
            joined = true;
            if (Date.now() > deadline) throw new ConflictException(KEY_IN_PROGRESS);
            await sleep(POLL_MS[Math.min(round, POLL_MS.length - 1)]);
            break;
        }
      }
      if (held) return this.perform(held, perform);
    }
  }

  private async perform<T>(
    held: PurchaseKey,
    perform: (attempt: PurchaseAttempt) => Promise<PerformedPurchase<T>>,
  ): Promise<T> {
    let performed: PerformedPurchase<T>;
    try {
      performed = await perform({
        paymentId: held.paymentId,
        processorKey: processorKeyOf(held._id, held.attempt),
      });
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() < 500) await this.keys.forget(held);
      else await this.keys.releaseLease(held);
      throw error;
    }
    const retention = held.derived ? DERIVED_KEY_RETENTION_MS : CLIENT_KEY_RETENTION_MS;
    await this.keys.answer(
      held,
      { data: performed.data, paymentId: performed.paymentId },
      new Date(Date.now() + retention),
    );
    return performed.data;
  }

  private async answeredPaymentStatus(stored: PurchaseKey) {
    if (!stored.derived || !stored.answer?.paymentId) return null;
    const payment = await this.payments.findById(stored.answer.paymentId);
    return payment ? paymentStatus(payment.facts) : null;
  }
}
