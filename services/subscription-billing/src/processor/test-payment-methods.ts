import type { CheckoutConfigDto } from '@tessera/contracts';

export type TestOutcome = CheckoutConfigDto['testPaymentMethods'][number]['outcome'];

interface TestPaymentMethod {
  id: string;
  label: string;
  outcome: TestOutcome;
  brand: string;
  last4: string;
}

/**
 * Stripe's documented test payment methods, offered when the processor is local: the browser
 * cannot reach Stripe.js there, and these ids stand for cards without any card number.
 */
export const TEST_PAYMENT_METHODS: readonly TestPaymentMethod[] = [
  {
    id: 'pm_card_visa',
    label: 'Visa ending 4242 (succeeds)',
    outcome: 'succeeds',
    brand: 'visa',
    last4: '4242',
  },
  {
    id: 'pm_card_chargeDeclined',
    label: 'Visa ending 0002 (declined)',
    outcome: 'declined',
    brand: 'visa',
    last4: '0002',
  },
  {
    id: 'pm_card_authenticationRequired',
    label: 'Visa ending 3184 (asks for authentication)',
    outcome: 'requires_authentication',
    brand: 'visa',
    last4: '3184',
  },
  {
    id: 'pm_card_createDispute',
    label: 'Visa ending 0259 (succeeds, then disputed)',
    outcome: 'disputed',
    brand: 'visa',
    last4: '0259',
  },
];

export function testPaymentMethod(id: string): TestPaymentMethod | undefined {
  return TEST_PAYMENT_METHODS.find((method) => method.id === id);
}
