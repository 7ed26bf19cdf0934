import type { OfferLinkDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { makeCreatorTier } from '../billing-test-fixtures';
import { TierSettingsPage } from './tier-settings-page';

const ok = (data: unknown) => () => jsonResponse(200, { data });

const openLink: OfferLinkDto = {
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

function renderPage() {
  const calls = stubApiRoutes({
    'GET /subscriptions/creator-tiers': ok([makeCreatorTier()]),
    'GET /billing/offers/creators/creator-1/bundles': ok([
      {
        tierId: 'tier-1',
        creatorId: 'creator-1',
        monthlyPriceCents: 999,
        currency: 'USD',
        bundles: [{ months: 12, discountPercent: 25, priceCents: 8991, savingCents: 2997 }],
      },
    ]),
    'GET /billing/offers/links': ok([openLink]),
    'PUT /billing/offers/tiers/tier-1/bundles': (call: ApiCall) =>
      jsonResponse(200, { data: { tierId: 'tier-1', ...(call.body as object) } }),
    'POST /billing/offers/links': () =>
      jsonResponse(201, { data: { ...openLink, code: 'newcode123' } }),
    'DELETE /billing/offers/links/trial7code': ok({ ...openLink, active: false, claimable: false }),
    'PATCH /billing/offers/links/trial7code': (call: ApiCall) =>
      jsonResponse(200, { data: { ...openLink, ...(call.body as object) } }),
  });
  renderFeature(<TierSettingsPage />, {
    route: '/subscription-settings',
    auth: makeAuth(makeUser({ id: 'creator-1', role: 'creator' })),
  });
  return calls;
}

async function openOffers() {
  fireEvent.click(await screen.findByText('Bundles and offer links (1 bundle · 1 open link)'));
}

describe("a tier's bundles and offer links", () => {
  it('sets the bundles with their prices shown before saving', async () => {
    const calls = renderPage();
    await openOffers();

    expect(screen.getByText('$89.91 at once · saves $29.97')).toBeVisible();
    fireEvent.click(screen.getByRole('checkbox', { name: '3 months' }));
    expect(screen.getByText('$26.97 at once · saves $3.00')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save bundles' }));

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        bundles: [
          { months: 3, discountPercent: 10 },
          { months: 12, discountPercent: 25 },
        ],
      }),
    );
  });

  it('shows claims used and expiry, creates a trial link once and ends one', async () => {
    const calls = renderPage();
    await openOffers();

    expect(screen.getByText(/3 of 20 claimed · open until/)).toBeVisible();
    expect(screen.getByText('/offer/trial7code')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: /New link/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const created = calls.find((call) => call.method === 'POST');
    expect(created?.body).toMatchObject({
      kind: 'trial',
      trialDays: 7,
      tierId: 'tier-1',
      maxClaims: 100,
    });
    expect(created?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate link' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.path.endsWith('trial7code')),
      ).toBe(true),
    );
  });

  it('edits a link: its limit no lower than the claims taken, its expiry kept unless chosen', async () => {
    const calls = renderPage();
    await openOffers();

    fireEvent.click(screen.getByRole('button', { name: /Edit link/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('3 claimed so far: the limit cannot be lower.')).toBeVisible();
    const limit = within(dialog).getByRole('spinbutton', { name: 'How many fans can claim it' });
    expect(limit).toHaveAttribute('aria-valuemin', '3');
    fireEvent.change(limit, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ maxClaims: 50 }),
    );
  });
});
