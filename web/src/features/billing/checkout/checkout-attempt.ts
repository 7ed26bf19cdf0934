import { PRICE_CHANGED } from '@tessera/contracts';
import { isApiError } from '../../../api/api-error';

/** What every purchase request carries: its attempt's key and the price the buyer was shown. */
export interface CheckoutAttempt {
  idempotencyKey: string;
  expectedAmountCents: number;
}

/** The price a purchase was refused at because it is no longer the one shown. */
export interface ChangedPrice {
  currentAmountCents: number;
  currency: string;
}

/** A fresh idempotency key: 32 random hex digits (no secure context needed, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Keys checkout attempts: the same purchase asked again (the same card and price, after a lost
 * answer or a server error) reuses its key, so it is charged once; another card or price, or a
 * purchase that got its payment, starts a new attempt.
 */
export class CheckoutAttempts {
  private current: { request: string; key: string } | null = null;

  keyFor(request: string): string {
    if (this.current?.request !== request) this.current = { request, key: newIdempotencyKey() };
    return this.current.key;
  }

  /** The attempt got its answer: the next purchase is a new one. */
  finish(): void {
    this.current = null;
  }
}

/** The current price from a purchase's 409 when its price changed; null for any other error. */
export function changedPriceOf(error: unknown): ChangedPrice | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as Partial<ChangedPrice> & { error?: unknown };
  if (body?.error !== PRICE_CHANGED || typeof body.currentAmountCents !== 'number') return null;
  return { currentAmountCents: body.currentAmountCents, currency: String(body.currency ?? 'USD') };
}
