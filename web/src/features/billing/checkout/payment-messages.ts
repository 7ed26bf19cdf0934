import type { PaymentDto } from '@tessera/contracts';

/** Section 8's payment texts, word for word. */
export const PAYMENT_MESSAGES = {
  failed: (providerMessage: string) => `Payment failed: ${providerMessage}`,
  problem: 'There was a problem processing your payment. Please try again.',
  subscriptionProblem: 'There was a problem with your subscription. Please try again.',
  updateFailed: 'Failed to update your subscription. Please try again.',
} as const;

/** What the payer reads when a charge did not go through. */
export function paymentFailureText(payment: Pick<PaymentDto, 'status' | 'failureMessage'>): string {
  if (payment.status === 'failed' && payment.failureMessage) {
    return PAYMENT_MESSAGES.failed(payment.failureMessage);
  }
  return PAYMENT_MESSAGES.problem;
}
