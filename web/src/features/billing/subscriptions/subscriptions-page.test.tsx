import type { SubscriptionDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth } from '../../../test/test-fixtures';
import { makeSubscription } from '../billing-test-fixtures';
import { SubscriptionsPage } from './subscriptions-page';

function renderPage() {
  let subscription: SubscriptionDto = makeSubscription();
  const calls = stubApiRoutes({
    'GET /subscriptions/status': () =>
      jsonResponse(200, { data: { plan: null, creatorSubscriptions: [subscription] } }),
    'GET /users/creator-1': () =>
      jsonResponse(200, {
        data: { user: { id: 'creator-1', displayName: 'Nora Vale', avatar: '' } },
      }),
    'POST /subscriptions/sub-1/cancel': () => {
      subscription = {
        ...subscription,
        cancelAtPeriodEnd: true,
        canceledAt: '2025-05-10T00:00:00.000Z',
      };
      return jsonResponse(200, { data: subscription });
    },
    'POST /subscriptions/sub-1/resume': () => {
      subscription = { ...subscription, cancelAtPeriodEnd: false, canceledAt: null };
      return jsonResponse(200, { data: subscription });
    },
  });
  renderFeature(<SubscriptionsPage />, { route: '/subscriptions', auth: makeAuth() });
  return calls;
}

describe('SubscriptionsPage', () => {
  it('shows the renewal date and cancels at the period end, then resumes', async () => {
    const calls = renderPage();
    const card = await screen.findByLabelText('Supporter');
    const renewal = new Date('2025-05-31T08:00:00.000Z').toLocaleDateString(undefined, {
      dateStyle: 'medium',
    });
    expect(within(card).getByText(`Renews on ${renewal}`)).toBeVisible();
    expect(await within(card).findByText('Nora Vale')).toBeVisible();

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(await within(card).findByText(`Ends on ${renewal}`)).toBeVisible();
    expect(calls.some((call) => call.path === '/subscriptions/sub-1/cancel')).toBe(true);

    fireEvent.click(within(card).getByRole('button', { name: 'Resume' }));
    expect(await within(card).findByText(`Renews on ${renewal}`)).toBeVisible();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/subscriptions/sub-1/resume')).toBe(true),
    );
  });

  it('invites people without subscriptions to explore creators', async () => {
    stubApiRoutes({
      'GET /subscriptions/status': () =>
        jsonResponse(200, { data: { plan: null, creatorSubscriptions: [] } }),
    });
    renderFeature(<SubscriptionsPage />, { route: '/subscriptions', auth: makeAuth() });
    expect(await screen.findByText('You do not subscribe to any creator yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore creators' })).toBeVisible();
  });
});
