import { DAY_MS } from './time';

/** All amounts are integer cents; percentages are converted to basis points to keep integer maths. */

export const ANNUAL_DISCOUNT_PERCENT = 20;
export const PAYMENT_FEE_PERCENT = 2.9;
export const PAYMENT_FEE_FIXED_CENTS = 30;
export const PAYOUT_REQUEST_FEE_PERCENT = 1;
export const PAYOUT_DELAY_DAYS = 7;
export const ADMIN_PAYOUT_FEE_PERCENT = 5;
/** The spec's minimum payout of 50 currency units. */
export const MINIMUM_PAYOUT_CENTS = 5000;
export const PAYOUT_SCHEDULE = 'weekly';

export interface FeeSplit {
  feeCents: number;
  netCents: number;
}

export interface PayoutRequestSplit extends FeeSplit {
  scheduledFor: Date;
}

/**
 * Units to cents, x100 rounded. The product is first trimmed to 12 significant digits so binary
 * noise such as 1.005 * 100 = 100.49999999999999 rounds the way the decimal input reads.
 */
export function toCents(units: number): number {
  if (!Number.isFinite(units)) {
    throw new RangeError(`Cannot convert ${units} to cents`);
  }
  return Math.round(Number((units * 100).toPrecision(12)));
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function formatPrice(cents: number, currency = 'EUR', locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(fromCents(cents));
}

function assertCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`Amount must be a non-negative whole number of cents, got ${amountCents}`);
  }
}

function percentOf(amountCents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.round((amountCents * basisPoints) / 10_000);
}

/** A fee never exceeds the amount it is taken from, so the net is never negative. */
function split(amountCents: number, rawFeeCents: number): FeeSplit {
  const feeCents = Math.min(amountCents, rawFeeCents);
  return { feeCents, netCents: amountCents - feeCents };
}

/** Yearly price: twelve months minus the annual discount, rounded to the cent. */
export function annualPriceCents(monthlyCents: number): number {
  assertCents(monthlyCents);
  return Math.round((monthlyCents * 12 * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100);
}

export function paymentProcessingFee(amountCents: number): FeeSplit {
  assertCents(amountCents);
  return split(amountCents, percentOf(amountCents, PAYMENT_FEE_PERCENT) + PAYMENT_FEE_FIXED_CENTS);
}

export function payoutRequest(amountCents: number, now: Date): PayoutRequestSplit {
  assertCents(amountCents);
  return {
    ...split(amountCents, percentOf(amountCents, PAYOUT_REQUEST_FEE_PERCENT)),
    scheduledFor: new Date(now.getTime() + PAYOUT_DELAY_DAYS * DAY_MS),
  };
}

export function meetsMinimumPayout(amountCents: number): boolean {
  return amountCents >= MINIMUM_PAYOUT_CENTS;
}

export function adminPayout(amountCents: number): FeeSplit {
  assertCents(amountCents);
  return split(amountCents, percentOf(amountCents, ADMIN_PAYOUT_FEE_PERCENT));
}

export function platformFee(amountCents: number, percent: number): FeeSplit {
  assertCents(amountCents);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Platform fee must be between 0 and 100 percent, got ${percent}`);
  }
  return split(amountCents, percentOf(amountCents, percent));
}
