import type { OfferLinkDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth } from '../../../test/test-fixtures';
import {
  LOCAL_CHECKOUT,
  makeCreatorTier,
  makePayment,
  makePaymentMethod,
} from '../billing-test-fixtures';
import { CreatorSubscribePage } from './creator-subscribe-page';

const ok = (data: unknown) => () => jsonResponse(200, { data });

const trialLink: OfferLinkDto = {
  code: 'trial7code',
  creatorId: 'creator-1',
  tierId: 'tier-1',
  tierName: 'Supporter',
  kind: 'trial',
  trialDays: 7,
  discountPercent: null,
  maxClaims: 20,
  claimsUsed: 3,
  expiresAt: '2099-01-01T00:00:00.000Z',
  active: true,
  claimable: true,
  monthlyPriceCents: 999,
  firstChargeCents: 0,
  currency: 'USD',
  createdAt: '2025-01-01T00:00:00.000Z',
};

function stubShop(subscribeAnswer: unknown) {
  return stubApiRoutes({
    'GET /users/creator-1': () => jsonResponse(404, { error: 'Not found' }),
    'GET /subscriptions/tiers': ok([makeCreatorTier()]),
    'GET /subscriptions/status': ok({ plan: null, creatorSubscriptions: [] }),
    'GET /billing/checkout-config': ok(LOCAL_CHECKOUT),
    'GET /billing/payment-methods': ok([makePaymentMethod()]),
    'GET /billing/offers/creators/creator-1/bundles': ok([
      {
        tierId: 'tier-1',
        creatorId: 'creator-1',
        monthlyPriceCents: 999,
        currency: 'USD',
        bundles: [
          { months: 3, discountPercent: 10, priceCents: 2697, savingCents: 300 },
          { months: 12, discountPercent: 25, priceCents: 8991, savingCents: 2997 },
        ],
      },
    ]),
    'GET /billing/offers/links/trial7code': ok(trialLink),
    'POST /subscriptions/subscribe': () => jsonResponse(201, { data: subscribeAnswer }),
    'GET /billing/payments/pay-1': ok(makePayment({ status: 'succeeded' })),
  });
}

const renderPage = (route: string) =>
  renderFeature(<CreatorSubscribePage />, {
    route,
    path: '/subscribe/:creatorId',
    auth: makeAuth(),
  });

async function pay(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe('choosing a bundle or an offer at checkout', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('shows each bundle with its saving and buys the chosen one at its price', async () => {
    const calls = stubShop({ subscription: {}, payment: makePayment() });
    renderPage('/subscribe/creator-1');

    expect(await screen.findByText('Save $3.00 (10 % off)')).toBeVisible();
    expect(screen.getByText('Save $29.97 (25 % off)')).toBeVisible();
    fireEvent.click(screen.getByRole('radio', { name: /3 months/ }));
    expect(
      screen.getByText(
        'Renews every 3 months at the same price while the bundle is offered, unless you cancel. If it changes or ends, you are told a month ahead.',
      ),
    ).toBeVisible();
    await pay('Pay $26.97 for 3 months');

    expect(await screen.findByText(/You are subscribed to/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/subscriptions/subscribe')?.body).toMatchObject({
      tierId: 'tier-1',
      bundleMonths: 3,
      expectedAmountCents: 2697,
    });
  });

  it('starts a free trial from a link without a charge', async () => {
    const calls = stubShop({ subscription: {}, payment: null });
    renderPage('/subscribe/creator-1?offer=trial7code');

    expect(await screen.findByText('Offer: 7-day free trial of Supporter')).toBeVisible();
    expect(screen.queryByRole('radio', { name: /3 months/ })).not.toBeInTheDocument();
    await pay('Start the 7-day free trial');

    expect(await screen.findByText(/You are subscribed to/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/subscriptions/subscribe')?.body).toMatchObject({
      offerCode: 'trial7code',
      expectedAmountCents: 999,
    });
    expect(calls.some((call) => call.path.startsWith('/billing/payments/'))).toBe(false);
  });
});
