import type { OfferLinkDto } from '@tessera/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { OfferLinkPage } from './offer-link-page';

const link: OfferLinkDto = {
  code: 'half0ffXyz12',
  creatorId: 'creator-1',
  tierId: 'tier-1',
  tierName: 'Supporter',
  kind: 'discount',
  trialDays: null,
  discountPercent: 50,
  maxClaims: 10,
  claimsUsed: 4,
  expiresAt: '2099-01-01T00:00:00.000Z',
  active: true,
  claimable: true,
  monthlyPriceCents: 800,
  firstChargeCents: 400,
  currency: 'USD',
  createdAt: '2025-01-01T00:00:00.000Z',
};

function renderPage(shown: OfferLinkDto) {
  stubApiRoutes({
    'GET /billing/offers/links/half0ffXyz12': () => jsonResponse(200, { data: shown }),
    'GET /users/creator-1': () => jsonResponse(404, { error: 'Not found' }),
  });
  renderFeature(<OfferLinkPage />, { route: '/offer/half0ffXyz12', path: '/offer/:code' });
}

describe('OfferLinkPage', () => {
  it('explains the offer to anyone and leads to the checkout with it', async () => {
    renderPage(link);

    expect(await screen.findByText('50 % off the first month')).toBeVisible();
    expect(
      screen.getByText(/You pay \$4\.00 for the first month, then \$8\.00 a month/),
    ).toBeVisible();
    expect(screen.getByText('6 of 10')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Claim the offer' })).toHaveAttribute(
      'href',
      '/subscribe/creator-1?tier=tier-1&offer=half0ffXyz12',
    );
  });

  it('says when every claim is taken', async () => {
    renderPage({ ...link, claimsUsed: 10, claimable: false });

    expect(await screen.findByText(/every claim is taken/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Claim the offer' })).not.toBeInTheDocument();
  });
});
