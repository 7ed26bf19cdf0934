import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth } from '../../../test/test-fixtures';
import { makeSubscription } from '../billing-test-fixtures';
import { SubscriptionCard } from './subscription-card';

const END = '2025-05-31T08:00:00.000Z';
const day = new Date(END).toLocaleDateString(undefined, { dateStyle: 'medium' });

function renderCard(overrides: Parameters<typeof makeSubscription>[0]) {
  stubApiRoutes({ 'GET /users/creator-1': () => jsonResponse(404, { error: 'Not found' }) });
  renderFeature(<SubscriptionCard subscription={makeSubscription(overrides)} />, {
    auth: makeAuth(),
  });
}

describe('SubscriptionCard with a bundle or a trial', () => {
  it("prices a bundle for its months, not a month's", () => {
    renderCard({ priceCents: 2160, currency: 'USD', bundleMonths: 3, currentPeriodEnd: END });

    expect(screen.getByText('$21.60 per 3 months')).toBeVisible();
  });

  it('says when a free trial ends and whether it will be charged', () => {
    renderCard({ trialEndsAt: END, currentPeriodEnd: END });
    expect(screen.getByText(`Free trial until ${day}, then charged`)).toBeVisible();
  });

  it('says a cancelled trial will not be charged', () => {
    renderCard({ trialEndsAt: END, currentPeriodEnd: END, cancelAtPeriodEnd: true });
    expect(screen.getByText(`Free trial ends on ${day}; nothing will be charged`)).toBeVisible();
  });
});
