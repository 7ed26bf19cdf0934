import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { MobileTabBar } from './mobile-tab-bar';

const creator = makeAuth(makeUser({ role: 'creator' }));
const fan = makeAuth(makeUser({ role: 'subscriber' }));

function stubCounts(unread: number) {
  stubApiRoutes({
    'GET /messages/conversations': () =>
      jsonResponse(200, {
        data: { conversations: [{ id: 'c1', unreadCount: unread, isMuted: false }] },
      }),
    'GET /notifications': () => jsonResponse(200, { data: { items: [], unreadCount: 0 } }),
  });
}

describe('MobileTabBar', () => {
  it('gives a creator Home, Search, Post, Messages with its unread count, and Profile', async () => {
    stubCounts(3);
    renderFeature(<MobileTabBar />, { route: '/messages', auth: creator });
    const tabs = within(screen.getByRole('navigation', { name: 'Tabs' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent?.replace(/\d+/g, ''))).toEqual([
      'Home',
      'Search',
      'Post',
      'Messages',
      'Profile',
    ]);
    expect(screen.getByRole('link', { name: /Messages/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('3')).toBeInTheDocument();
  });

  it('leaves Post out for a subscriber', () => {
    stubCounts(0);
    renderFeature(<MobileTabBar />, { route: '/dashboard', auth: fan });
    expect(screen.queryByRole('link', { name: /Post/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Home/ })).toHaveAttribute('aria-current', 'page');
  });
});

describe('MobileNavDrawer', () => {
  it("lists every section the creator's sidebar has", async () => {
    stubCounts(0);
    renderFeature(<MobileNavDrawer open onClose={() => undefined} />, {
      route: '/dashboard',
      auth: creator,
    });
    const nav = await screen.findByRole('navigation', { name: 'Mobile' });
    for (const section of ['Creator Tools', 'Billing & Payments']) {
      expect(within(nav).getByRole('region', { name: section })).toBeInTheDocument();
    }
    for (const screenName of ['Earnings', 'Subscription Tiers', 'Analytics', 'Billing']) {
      expect(within(nav).getByRole('link', { name: screenName })).toBeInTheDocument();
    }
  });
});
