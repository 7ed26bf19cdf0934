import { createHash } from 'node:crypto';
import type { PaymentStatus } from '@tessera/contracts';
import type { PurchaseKey } from './purchase-key.schema';

/** How long one request may perform an attempt before another may take it over. */
export const PURCHASE_LEASE_MS = 60_000;
/** How long a client's key answers the same: Stripe keeps its keys as long. */
export const CLIENT_KEY_RETENTION_MS = 24 * 3_600_000;
/** A derived key is kept this long at most, and holds only while its payment is in flight. */
export const DERIVED_KEY_RETENTION_MS = 3_600_000;

/**
 * What a request does with the attempt already stored under its key:
 * - `replay`: answer what the attempt answered;
 * - `wait`: another request is performing it; look again shortly;
 * - `take_over`: its request stopped midway (lease over); perform it again, same payment id;
 * - `restart`: a new attempt under the key (a derived key whose payment settled, or an expired key);
 * - `mismatch`: the client's key was used for a different request.
 */
export type KeyDecision = 'replay' | 'wait' | 'take_over' | 'restart' | 'mismatch';

export interface KeyContext {
  fingerprint: string;
  now: Date;
  /** The status of the answered payment, for a derived key (null: no payment, or not found). */
  answeredPaymentStatus: PaymentStatus | null;
  /** This request saw the attempt in progress: it was concurrent with it, so it takes its answer. */
  joined: boolean;
}

const IN_FLIGHT: readonly PaymentStatus[] = ['processing', 'requires_action'];

export function decideOnKey(stored: PurchaseKey, context: KeyContext): KeyDecision {
  if (stored.expiresAt.getTime() <= context.now.getTime()) return 'restart';
  if (!stored.derived && stored.fingerprint !== context.fingerprint) return 'mismatch';
  if (!stored.answer) {
    const leased = stored.leaseUntil && stored.leaseUntil.getTime() > context.now.getTime();
    return leased ? 'wait' : 'take_over';
  }
  if (!stored.derived || context.joined) return 'replay';
  // A derived key only stands for the purchase while its payment is in flight; after that the
  // purchase's own rules answer (already subscribed, already unlocked, or a new tip).
  const status = context.answeredPaymentStatus;
  return status && IN_FLIGHT.includes(status) ? 'replay' : 'restart';
}

/** A request's operation and body, order of fields aside, as a short digest. */
export function fingerprintOf(operation: string, body: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(body)
      .sort()
      .map((field) => [field, body[field]]),
  );
  return createHash('sha256').update(`${operation}\n${canonical}`).digest('base64url');
}

/** The processor's idempotency key of one attempt: the purchase key and the attempt's number. */
export function processorKeyOf(keyId: string, attempt: number): string {
  return `purchase:${keyId}:${attempt}`;
}

/** The stored id of a key: the buyer's own namespace, apart for client and derived keys. */
export function keyIdOf(payerId: string, key: { client?: string; derived: string }): string {
  return key.client ? `${payerId}:key:${key.client}` : `${payerId}:auto:${key.derived}`;
}
