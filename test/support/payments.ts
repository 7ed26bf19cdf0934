/** Paying in the integration suites: saving a test card and waiting for a payment's outcome. */
import { expect } from 'vitest';
import type { Call } from './api-client';
import { type Actor, eventually } from './actors';

/** Saves one of Stripe's test payment methods as the actor's default card. */
export async function addCard(api: Call, actor: Actor, paymentMethodId = 'pm_card_visa') {
  const added = await api(
    'POST',
    '/api/billing/payment-methods',
    { paymentMethodId, makeDefault: true },
    { token: actor.token },
  );
  expect(added.status).toBe(201);
  return added.body.data.id as string;
}

/** Waits until a payment reaches `status` (its webhook arrived) and answers it. */
export async function paymentSettled(api: Call, actor: Actor, paymentId: string, status: string) {
  const read = await eventually(
    () => api('GET', `/api/billing/payments/${paymentId}`, undefined, { token: actor.token }),
    (answer) => answer.body?.data?.status === status,
  );
  expect(read.body.data.status).toBe(status);
  return read.body.data;
}
