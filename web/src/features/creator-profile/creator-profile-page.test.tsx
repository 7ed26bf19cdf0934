import type { PublicUserDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost } from '../../test/content-fixtures';
import { screenRoutes } from '../../app/app-routes';
import { renderFeature, renderRoutes } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth, makePublicSettings, makeUser } from '../../test/test-fixtures';
import { makeCreatorTier } from '../billing/billing-test-fixtures';
import { CreatorProfilePage } from './creator-profile-page';

const NORA: PublicUserDto = {
  id: 'creator-1',
  username: 'nora',
  displayName: 'Nora Vale',
  avatar: '',
  coverImage: '',
  bio: 'Fjords, light and long exposures.',
  socialLinks: { instagram: 'https://instagram.com/nora' },
  role: 'creator',
  isVerified: true,
  createdAt: '2024-03-01T00:00:00.000Z',
};

const LOCKED = makePost({
  id: 'post-9',
  title: 'Behind the lens',
  privacyLevel: 'premium',
  mediaUrl: undefined,
  mediaUrls: undefined,
  previewUrl: '/media/blurred.jpg',
  access: {
    allowed: false,
    reason: 'Pro Subscriber tier or higher required',
    requiredTier: 'pro-subscriber',
    upgradeUrl: '/profile/creator-1',
  },
});

function stubCreatorApi(
  profile: PublicUserDto = NORA,
  settings = makePublicSettings(),
  extra: Parameters<typeof stubApiRoutes>[0] = {},
) {
  return stubApiRoutes({
    ...extra,
    'GET /support/platform-settings': () => jsonResponse(200, { data: settings }),
    [`GET /users/${profile.id}`]: () => jsonResponse(200, { data: { user: profile } }),
    'GET /content': () =>
      jsonResponse(200, {
        data: { items: [makePost(), LOCKED], page: 1, limit: 12, total: 2 },
      }),
  });
}

function renderCreatorPage(id = 'creator-1', auth = makeAuth()) {
  return renderFeature(<CreatorProfilePage />, {
    route: `/profile/${id}`,
    path: '/profile/:userId',
    auth,
    extraRoutes: [{ path: '/profile', element: <p>Your account</p> }],
  });
}

describe('CreatorProfilePage', () => {
  it('shows the creator, their published posts and a link to subscribe', async () => {
    const calls = stubCreatorApi();
    renderCreatorPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nora Vale' })).toBeVisible();
    expect(screen.getByText('Fjords, light and long exposures.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Subscribe/ })).toHaveAttribute(
      'href',
      '/subscription/checkout?creatorId=creator-1',
    );
    expect(await screen.findByRole('article', { name: 'Fjord at dawn' })).toBeInTheDocument();
    const list = calls.find((call) => call.path === '/content');
    expect(list?.query.get('creatorId')).toBe('creator-1');
    expect(list?.query.get('status')).toBe('published');
  });

  it('sells: counts from the server, the cheapest price on Subscribe, tiers and a tip', async () => {
    stubCreatorApi(NORA, makePublicSettings(), {
      'GET /content/creators/creator-1/stats': () =>
        jsonResponse(200, { data: { posts: 24, media: 1, likes: 12_400 } }),
      'GET /subscriptions/tiers': () =>
        jsonResponse(200, {
          data: [
            makeCreatorTier({
              id: 'tier-2',
              name: 'Inner circle',
              priceCents: 1999,
              benefits: ['Every exclusive post'],
            }),
            makeCreatorTier({ id: 'tier-1', name: 'Supporter', priceCents: 799 }),
          ],
        }),
    });
    renderCreatorPage();
    const counts = within(await screen.findByRole('list', { name: 'Creator counts' }));
    expect(counts.getByText('24')).toBeInTheDocument();
    expect(counts.getByText('posts')).toBeInTheDocument();
    expect(counts.getByText('media')).toBeInTheDocument();
    expect(counts.getByText('12.4K')).toBeInTheDocument();
    expect(counts.queryByText('subscribers')).toBeNull();
    const header = within(
      screen
        .getByRole('heading', { level: 1, name: 'Nora Vale' })
        .closest('.ant-card') as HTMLElement,
    );
    expect(
      await header.findByRole('link', { name: /Subscribe · \$7\.99\/month/ }),
    ).toBeInTheDocument();
    expect(header.getByRole('button', { name: /Tip/ })).toBeInTheDocument();

    const tiers = within(screen.getByRole('region', { name: 'Subscription tiers' }));
    const names = tiers.getAllByRole('heading', { level: 3 }).map((title) => title.textContent);
    expect(names).toEqual(['Supporter', 'Inner circle']);
    expect(tiers.getByText('Every exclusive post')).toBeInTheDocument();
    expect(tiers.getByRole('link', { name: 'Subscribe to Inner circle' })).toHaveAttribute(
      'href',
      '/subscribe/creator-1?tier=tier-2',
    );
  });

  it('counts subscribers from the tiers only where the creator shows them', async () => {
    stubCreatorApi({ ...NORA, showSubscriberCount: true }, makePublicSettings(), {
      'GET /content/creators/creator-1/stats': () =>
        jsonResponse(200, { data: { posts: 1, media: 0, likes: 0 } }),
      'GET /subscriptions/tiers': () =>
        jsonResponse(200, {
          data: [
            makeCreatorTier({ id: 'tier-1', subscriberCount: 3 }),
            makeCreatorTier({ id: 'tier-2', subscriberCount: 39 }),
          ],
        }),
    });
    renderCreatorPage();
    const counts = within(await screen.findByRole('list', { name: 'Creator counts' }));
    expect(await counts.findByText('42')).toBeInTheDocument();
    expect(counts.getByText('subscribers')).toBeInTheDocument();
    expect(counts.getByText('post')).toBeInTheDocument();
  });

  it('asks the creator on their own page for a first tier while they sell none', async () => {
    stubCreatorApi(NORA, makePublicSettings(), {
      'GET /subscriptions/tiers': () => jsonResponse(200, { data: [] }),
    });
    renderCreatorPage('creator-1', makeAuth(makeUser({ id: 'creator-1', role: 'creator' })));
    expect(await screen.findByText('Fans can subscribe once you offer a tier')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a tier' })).toHaveAttribute(
      'href',
      '/subscription-settings',
    );
  });

  it('says so where Message, Tip and Subscribe would be when an admin turned them off', async () => {
    stubCreatorApi(
      NORA,
      makePublicSettings({
        messagingEnabled: false,
        tipsEnabled: false,
        subscriptionsEnabled: false,
      }),
    );
    renderCreatorPage();
    expect(await screen.findByText('Tips are turned off on this platform')).toBeVisible();
    expect(screen.getByText('Messaging is turned off on this platform')).toBeVisible();
    const header = screen
      .getByRole('heading', { level: 1, name: 'Nora Vale' })
      .closest('.ant-card');
    expect(
      within(header as HTMLElement).getByText('Subscriptions are turned off on this platform'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Tip/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Message/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Subscribe/ })).not.toBeInTheDocument();
    const locked = within(await screen.findByRole('article', { name: 'Behind the lens' }));
    expect(locked.getByText('Subscriptions are turned off on this platform')).toBeVisible();
  });

  it('shows a locked post blurred with the reason, as the feed does', async () => {
    stubCreatorApi();
    renderCreatorPage();
    const card = await screen.findByRole('article', { name: 'Behind the lens' });
    const lock = within(card).getByTestId('locked-media');
    expect(within(lock).getByText('Pro Subscriber tier or higher required')).toBeInTheDocument();
    expect(within(lock).getByText('Needs Pro Subscriber')).toBeInTheDocument();
    expect(lock.querySelector('img')).toHaveAttribute('src', '/media/blurred.jpg');
  });

  it('says Subscribed with the renewal date, manage and cancel, to a subscriber of the creator', async () => {
    const held = {
      id: 'sub-1',
      subscriberId: 'user-1',
      creatorId: 'creator-1',
      tierId: 'tier-1',
      tierName: 'Supporter',
      status: 'active',
      billingPeriod: 'monthly',
      priceCents: 499,
      currency: 'USD',
      currentPeriodStart: '2026-12-01T00:00:00.000Z',
      currentPeriodEnd: '2027-01-01T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      canceledAt: null,
      paymentMethodId: 'pm-1',
      createdAt: '2026-12-01T00:00:00.000Z',
    };
    const calls = stubCreatorApi(NORA, makePublicSettings(), {
      'GET /subscriptions/status': () =>
        jsonResponse(200, { data: { plan: null, creatorSubscriptions: [held] } }),
      'POST /subscriptions/sub-1/cancel': () =>
        jsonResponse(200, { data: { ...held, cancelAtPeriodEnd: true } }),
    });
    renderCreatorPage();
    const renewal = new Date(held.currentPeriodEnd).toLocaleDateString(undefined, {
      dateStyle: 'medium',
    });
    expect(await screen.findByText(`Subscribed · renews ${renewal}`)).toBeVisible();
    const header = within(
      screen
        .getByRole('heading', { level: 1, name: 'Nora Vale' })
        .closest('.ant-card') as HTMLElement,
    );
    expect(header.queryByRole('link', { name: /Subscribe/ })).toBeNull();
    expect(header.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/subscriptions');
    fireEvent.click(header.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/subscriptions/sub-1/cancel')).toBe(true),
    );
  });

  it('is open to visitors without a session', async () => {
    stubCreatorApi();
    const { router } = renderRoutes(screenRoutes(), { route: '/profile/creator-1' });
    expect(await screen.findByRole('article', { name: 'Fjord at dawn' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/creator-1');
  });

  it('shows a member who is not a creator without posts or a subscribe button', async () => {
    const calls = stubCreatorApi({ ...NORA, id: 'user-7', role: 'subscriber', isVerified: false });
    renderCreatorPage('user-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nora Vale' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Subscribe/ })).toBeNull();
    expect(calls.some((call) => call.path === '/content')).toBe(false);
  });

  it('sends members who are not creators from their own id to their account page', async () => {
    stubCreatorApi({ ...NORA, id: 'user-1', role: 'subscriber' });
    renderCreatorPage('user-1', makeAuth(makeUser({ id: 'user-1' })));
    expect(await screen.findByText('Your account')).toBeInTheDocument();
  });

  it('says when the profile does not exist', async () => {
    stubApiRoutes({});
    renderCreatorPage('nobody');
    await waitFor(() => expect(screen.getByText('Profile not found')).toBeInTheDocument());
  });
});
