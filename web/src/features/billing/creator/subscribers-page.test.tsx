import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { SubscribersPage } from './subscribers-page';

describe('SubscribersPage', () => {
  it('names each subscriber from their public profile, linking to it', async () => {
    stubApiRoutes({
      'GET /subscriptions/subscribers': () =>
        jsonResponse(200, {
          data: {
            items: [
              {
                subscriptionId: 'sub-1',
                subscriberId: 'fan-1',
                tierId: 'tier-gold',
                tierName: 'Gold',
                status: 'active',
                since: '2026-03-02T10:00:00.000Z',
                currentPeriodEnd: '2026-04-01T10:00:00.000Z',
                cancelAtPeriodEnd: false,
                lifetimeCents: 700,
              },
            ],
            page: 1,
            limit: 20,
            total: 1,
          },
        }),
      'GET /users/fan-1': () =>
        jsonResponse(200, {
          data: { user: makeUser({ id: 'fan-1', displayName: 'Ada Lovelace', username: 'ada' }) },
        }),
    });
    renderFeature(<SubscribersPage />, {
      route: '/creator/subscribers',
      auth: makeAuth(makeUser({ id: 'creator-1', role: 'creator' })),
    });

    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/profile/fan-1',
    );
    expect(screen.queryByText('View profile')).toBeNull();
  });
});
