import type { PaymentDto, PaymentMethodDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../../test/stub-api';
import { makeAuth } from '../../../test/test-fixtures';
import {
  LOCAL_CHECKOUT,
  makeCreatorTier,
  makePayment,
  makePaymentMethod,
} from '../billing-test-fixtures';
import { CreatorSubscribePage } from './creator-subscribe-page';

const ok = (data: unknown) => () => jsonResponse(200, { data });

const activeSubscription = {
  id: 'sub-1',
  creatorId: 'creator-1',
  tierId: 'tier-1',
  tierName: 'Supporter',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2027-01-01T00:00:00.000Z',
};

/**
 * The checkout's API with a payment whose answers, read in turn, come from `outcomes`; with
 * `activeOnceSubscribed`, the status shows the subscription active as soon as it is bought, as a
 * webhook faster than the page's first read of the payment makes it.
 */
function stubCheckout(
  outcomes: PaymentDto[],
  saved: PaymentMethodDto[] = [],
  activeOnceSubscribed = false,
) {
  let methods = saved;
  let reads = 0;
  let subscribed = false;
  return stubApiRoutes({
    'GET /users/creator-1': ok({
      user: {
        id: 'creator-1',
        username: 'nora',
        displayName: 'Nora Vale',
        avatar: '',
        coverImage: '',
        bio: '',
        socialLinks: {},
        role: 'creator',
        isVerified: false,
        createdAt: '2024-01-01T00:00:00.000Z',
      },
    }),
    'GET /subscriptions/tiers': ok([
      makeCreatorTier(),
      makeCreatorTier({ id: 'tier-2', name: 'Patron', priceCents: 2_500 }),
    ]),
    'GET /subscriptions/status': () =>
      jsonResponse(200, {
        data: {
          plan: null,
          creatorSubscriptions: subscribed && activeOnceSubscribed ? [activeSubscription] : [],
        },
      }),
    'GET /billing/checkout-config': ok(LOCAL_CHECKOUT),
    'GET /billing/payment-methods': () => jsonResponse(200, { data: methods }),
    'POST /billing/payment-methods': (call: ApiCall) => {
      const id = (call.body as { paymentMethodId: string }).paymentMethodId;
      const method = makePaymentMethod({ id: `saved-${id}`, last4: id.slice(-4) });
      methods = [...methods, method];
      return jsonResponse(201, { data: method });
    },
    'POST /subscriptions/subscribe': () => {
      subscribed = true;
      return jsonResponse(201, { data: { subscription: {}, payment: makePayment() } });
    },
    'GET /billing/payments/pay-1': () =>
      jsonResponse(200, { data: outcomes[Math.min(reads++, outcomes.length - 1)] }),
    'POST /billing/payments/pay-1/confirm': ok(makePayment({ status: 'requires_action' })),
  });
}

async function pay(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

function renderPage(route = '/subscribe/creator-1') {
  return renderFeature(<CreatorSubscribePage />, {
    route,
    path: '/subscribe/:creatorId',
    auth: makeAuth(),
  });
}

describe('CreatorSubscribePage', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("lists the creator's tiers, adds the succeeding test card and subscribes", async () => {
    const calls = stubCheckout([makePayment(), makePayment({ status: 'succeeded' })]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Subscribe to Nora Vale' })).toBeVisible();
    fireEvent.click(await screen.findByTestId('creator-tier-tier-2'));
    fireEvent.click(await screen.findByRole('radio', { name: /4242 \(succeeds\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await pay('Subscribe for $25.00 a month');

    expect(await screen.findByText('You are subscribed to Nora Vale')).toBeInTheDocument();
    expect(
      calls.find((call) => call.method === 'POST' && call.path === '/billing/payment-methods')
        ?.body,
    ).toEqual({
      paymentMethodId: 'pm_card_visa',
      makeDefault: true,
    });
    expect(calls.find((call) => call.path === '/subscriptions/subscribe')?.body).toEqual({
      tierId: 'tier-2',
      creatorId: 'creator-1',
      paymentMethodId: 'saved-pm_card_visa',
      billingPeriod: 'monthly',
      expectedAmountCents: 2_500,
    });
    expect(
      calls.find((call) => call.path === '/subscriptions/subscribe')?.headers['Idempotency-Key'],
    ).toMatch(/^[0-9a-f]{32}$/);
    expect(calls.filter((call) => call.path === '/billing/payments/pay-1').length).toBeGreaterThan(
      1,
    );
  });

  it('starts on the tier a locked post offered', async () => {
    stubCheckout([makePayment()]);
    renderPage('/subscribe/creator-1?tier=tier-2');
    expect(await screen.findByText('Checkout: Patron')).toBeVisible();
  });

  it('shows the success when the subscription turns active before the payment is read', async () => {
    stubCheckout(
      [makePayment(), makePayment({ status: 'succeeded' })],
      [makePaymentMethod({ last4: '4242' })],
      true,
    );
    renderPage();
    await pay('Subscribe for $9.99 a month');

    expect(await screen.findByText('You are subscribed to Nora Vale')).toBeInTheDocument();
  });

  it("shows the processor's reason when the card is declined, and lets the payer try again", async () => {
    stubCheckout(
      [makePayment({ status: 'failed', failureMessage: 'Your card was declined.' })],
      [makePaymentMethod({ last4: '0002' })],
    );
    renderPage();
    await pay('Subscribe for $9.99 a month');

    expect(await screen.findByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    expect(screen.queryByText('You are subscribed to Nora Vale')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe for $9.99 a month' })).toBeEnabled();
  });

  it('asks for authentication, confirms the payment and then succeeds', async () => {
    const calls = stubCheckout(
      [
        makePayment({ status: 'requires_action', clientSecret: 'pi_secret' }),
        makePayment({ status: 'requires_action' }),
        makePayment({ status: 'succeeded' }),
      ],
      [makePaymentMethod({ last4: '3184' })],
    );
    renderPage();
    await pay('Subscribe for $9.99 a month');
    expect(await screen.findByText('Your bank asks you to confirm this payment')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Authenticate' }));

    expect(await screen.findByText('You are subscribed to Nora Vale')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/billing/payments/pay-1/confirm')?.body).toEqual({});
  });

  it('shows a changed price, charges nothing, and pays the new one once the buyer confirms it', async () => {
    let asked = 0;
    const calls = stubApiRoutes({
      'GET /users/creator-1': () => jsonResponse(404, { error: 'Not found' }),
      'GET /subscriptions/tiers': ok([makeCreatorTier()]),
      'GET /subscriptions/status': ok({ plan: null, creatorSubscriptions: [] }),
      'GET /billing/checkout-config': ok(LOCAL_CHECKOUT),
      'GET /billing/payment-methods': ok([makePaymentMethod()]),
      'POST /subscriptions/subscribe': () =>
        asked++ === 0
          ? jsonResponse(409, {
              error: 'The price has changed',
              message: 'The price is now 12.00 USD; confirm it to buy',
              currentAmountCents: 1_200,
              currency: 'USD',
            })
          : jsonResponse(201, { data: { subscription: {}, payment: makePayment() } }),
      'GET /billing/payments/pay-1': ok(makePayment({ status: 'succeeded' })),
    });
    renderPage();
    await pay('Subscribe for $9.99 a month');

    expect(await screen.findByText('The price is now $12.00')).toBeVisible();
    expect(screen.getByText(/It was \$9\.99 when you opened this checkout/)).toBeVisible();
    expect(screen.queryByText('You are subscribed to this creator')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $12.00' }));

    expect(await screen.findByText('You are subscribed to this creator')).toBeInTheDocument();
    const asks = calls.filter((call) => call.path === '/subscriptions/subscribe');
    expect(
      asks.map((call) => (call.body as { expectedAmountCents: number }).expectedAmountCents),
    ).toEqual([999, 1_200]);
    expect(asks.every((call) => /^[0-9a-f]{32}$/.test(call.headers['Idempotency-Key'] ?? ''))).toBe(
      true,
    );
  });

  it('sends a retried checkout attempt under the same Idempotency-Key', async () => {
    let asked = 0;
    const calls = stubApiRoutes({
      'GET /users/creator-1': () => jsonResponse(404, { error: 'Not found' }),
      'GET /subscriptions/tiers': ok([makeCreatorTier()]),
      'GET /subscriptions/status': ok({ plan: null, creatorSubscriptions: [] }),
      'GET /billing/checkout-config': ok(LOCAL_CHECKOUT),
      'GET /billing/payment-methods': ok([makePaymentMethod()]),
      'POST /subscriptions/subscribe': () =>
        asked++ === 0
          ? jsonResponse(503, { error: 'Service unavailable' })
          : jsonResponse(201, { data: { subscription: {}, payment: makePayment() } }),
      'GET /billing/payments/pay-1': ok(makePayment({ status: 'succeeded' })),
    });
    renderPage();
    await pay('Subscribe for $9.99 a month');
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await pay('Subscribe for $9.99 a month');

    expect(await screen.findByText('You are subscribed to this creator')).toBeInTheDocument();
    const keys = calls
      .filter((call) => call.path === '/subscriptions/subscribe')
      .map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('reports a problem in the words of the error catalogue when the payment cannot be read', async () => {
    stubApiRoutes({
      'GET /users/creator-1': () => jsonResponse(404, { error: 'Not found' }),
      'GET /subscriptions/tiers': ok([makeCreatorTier()]),
      'GET /subscriptions/status': ok({ plan: null, creatorSubscriptions: [] }),
      'GET /billing/checkout-config': ok(LOCAL_CHECKOUT),
      'GET /billing/payment-methods': ok([makePaymentMethod()]),
      'POST /subscriptions/subscribe': ok({ subscription: {}, payment: makePayment() }),
      'GET /billing/payments/pay-1': () => jsonResponse(500, { error: 'Internal error' }),
    });
    renderPage();
    await pay('Subscribe for $9.99 a month');
    expect(
      await screen.findByText('There was a problem processing your payment. Please try again.'),
    ).toBeInTheDocument();
  });
});
