import {
  annualPriceCents,
  formatPrice,
  FREE_CREATOR_TIER_ID,
  PRICING_CARD_MAX_FEATURES,
  PRICING_CARD_MAX_LIMITATIONS,
  tiersByType,
} from '@tessera/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '../account/dashboard-page';
import { CreatorsSection } from '../landing/creators-section';
import { HeroSection } from '../landing/hero-section';
import { renderRoutes } from '../../test/render-feature';
import { jsonResponse, stubApi, stubApiRoutes } from '../../test/stub-api';
import { LOCAL_CHECKOUT, makePaymentMethod } from '../billing/billing-test-fixtures';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { CheckoutPage } from './checkout-page';
import { PricingDialog } from './pricing-dialog';

/** The dialog floats above whichever screen opened it, as the shell's overlays do. */
const PRICING_ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <PricingDialog />
      </>
    ),
    children: [
      {
        path: '/',
        element: (
          <>
            <HeroSection />
            <CreatorsSection />
          </>
        ),
      },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/login', element: <p>Sign-in page</p> },
      { path: '/subscription/checkout', element: <CheckoutPage /> },
    ],
  },
];

async function openFromLanding(buttonName: string) {
  const view = renderRoutes(PRICING_ROUTES, { route: '/' });
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  await screen.findByRole('dialog');
  return view;
}

describe('PricingDialog', () => {
  beforeEach(() => {
    stubApi({});
  });

  it('opens on the subscriber tab from the hero and on the creator tab from the creators band', async () => {
    const { unmount } = await openFromLanding('View Subscriber Plans');
    for (const tier of tiersByType('subscriber')) {
      expect(screen.getByTestId(`tier-card-${tier.id}`)).toBeInTheDocument();
    }
    unmount();
    await openFromLanding('View Creator Plans');
    for (const tier of tiersByType('creator')) {
      expect(screen.getByTestId(`tier-card-${tier.id}`)).toBeInTheDocument();
    }
  });

  it('shows annual prices with the annual discount', async () => {
    await openFromLanding('View Subscriber Plans');
    fireEvent.click(screen.getByText('Annual'));
    const tier = tiersByType('subscriber')[0]!;
    const card = within(screen.getByTestId(`tier-card-${tier.id}`));
    expect(
      card.getByText(formatPrice(annualPriceCents(tier.priceCents), tier.currency)),
    ).toBeInTheDocument();
    expect(card.getByText('/year')).toBeInTheDocument();
  });

  it('shows at most five features and three limitations per card', async () => {
    await openFromLanding('View Subscriber Plans');
    for (const tier of tiersByType('subscriber')) {
      const card = within(screen.getByTestId(`tier-card-${tier.id}`));
      expect(
        within(card.getByRole('list', { name: `${tier.name} features` })).getAllByRole('listitem'),
      ).toHaveLength(Math.min(tier.features.length, PRICING_CARD_MAX_FEATURES));
      const limits = card.queryByRole('list', { name: `${tier.name} limitations` });
      expect(limits ? within(limits).getAllByRole('listitem').length : 0).toBe(
        Math.min(tier.limitations.length, PRICING_CARD_MAX_LIMITATIONS),
      );
    }
  });

  it('sends a visitor who continues to /login', async () => {
    const { router } = await openFromLanding('View Subscriber Plans');
    const continueButton = screen.getByRole('button', { name: 'Continue to Checkout' });
    expect(continueButton).toBeDisabled();
    fireEvent.click(screen.getByTestId(`tier-card-${tiersByType('subscriber')[1]!.id}`));
    fireEvent.click(continueButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('marks the current plan and sends members with a paid plan to checkout', async () => {
    stubApiRoutes({
      'GET /billing/checkout-config': () => jsonResponse(200, { data: LOCAL_CHECKOUT }),
      'GET /billing/payment-methods': () => jsonResponse(200, { data: [makePaymentMethod()] }),
    });
    const { router } = renderRoutes(PRICING_ROUTES, {
      route: '/dashboard',
      auth: makeAuth(makeUser({ role: 'creator' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Compare plans' }));
    const current = await screen.findByTestId(`tier-card-${FREE_CREATOR_TIER_ID}`);
    expect(within(current).getByText('Current Plan')).toBeInTheDocument();
    fireEvent.click(current);
    expect(current).toHaveAttribute('aria-pressed', 'false');
    const paid = tiersByType('creator').find((tier) => tier.priceCents > 0)!;
    fireEvent.click(screen.getByTestId(`tier-card-${paid.id}`));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/checkout'));
    expect(router.state.location.search).toBe(`?tier=${paid.id}`);
    const price = formatPrice(paid.priceCents, paid.currency);
    expect(await screen.findByRole('button', { name: `Pay ${price} per month` })).toBeVisible();
  });

  it('switches a creator on a paid plan to the free plan without a payment', async () => {
    const calls = stubApiRoutes({
      'PUT /subscriptions/plan': () =>
        jsonResponse(200, { data: { subscription: {}, payment: null } }),
      'GET /subscriptions/status': () =>
        jsonResponse(200, { data: { plan: null, creatorSubscriptions: [] } }),
    });
    const paid = tiersByType('creator').find((tier) => tier.priceCents > 0)!;
    renderRoutes(PRICING_ROUTES, {
      route: '/dashboard',
      auth: makeAuth(
        makeUser({
          role: 'creator',
          subscriptionTier: {
            tierId: paid.id,
            status: 'active',
            currentPeriodEnd: '2999-01-01T00:00:00.000Z',
          },
        }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Compare plans' }));
    fireEvent.click(await screen.findByTestId(`tier-card-${FREE_CREATOR_TIER_ID}`));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/subscriptions/plan')).toMatchObject({
        method: 'PUT',
        body: { tierId: FREE_CREATOR_TIER_ID },
      }),
    );
  });
});
