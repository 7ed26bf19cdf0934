import type { Payment } from '../payments/payment.schema';
import type { EarningTiming } from './dispute-journals';

/** When the payment's earning was credited (its success, or `fallback` if not yet reported). */
export function earningTimingOf(payment: Payment, fallback: Date, holdDays: number): EarningTiming {
  return { paidAt: payment.facts.succeededAt ?? fallback, holdDays };
}
