import type { CreatorSubscriberDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStats } from '../../../test/content-fixtures';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { CreatorStudioPage } from './creator-studio-page';

const creator = makeAuth(makeUser({ id: 'creator-1', role: 'creator' }));
const BASE = '/billing/creator-stats';

function subscriber(overrides: Partial<CreatorSubscriberDto>): CreatorSubscriberDto {
  return {
    subscriptionId: 'sub-1',
    subscriberId: 'fan-1',
    displayName: 'Ada Lovelace',
    username: 'ada',
    tierId: 'tier-gold',
    tierName: 'Gold',
    status: 'active',
    since: '2026-03-02T10:00:00.000Z',
    lifetimeSpendCents: 2_450,
    ...overrides,
  };
}

function stubStudio(csv = 'Name,Username\r\nAda Lovelace,ada\r\n') {
  return stubApiRoutes({
    'GET /content/stats': () =>
      jsonResponse(200, { data: makeStats({ totalContent: 9, publishedContent: 5 }) }),
    [`GET ${BASE}/earnings`]: () =>
      jsonResponse(200, {
        data: {
          currency: 'USD',
          today: { totalCents: 1_155, byKind: { subscriptions: 770, tips: 385, pay_per_view: 0 } },
          month: {
            totalCents: 12_000,
            byKind: { subscriptions: 9_000, tips: 2_000, pay_per_view: 1_000 },
          },
        },
      }),
    [`GET ${BASE}/subscriber-changes`]: () =>
      jsonResponse(200, { data: { today: { new: 2, lost: 1 }, month: { new: 14, lost: 3 } } }),
    [`GET ${BASE}/top-fans`]: () =>
      jsonResponse(200, {
        data: {
          currency: 'USD',
          fans: [
            {
              userId: 'fan-1',
              displayName: 'Ada Lovelace',
              username: 'ada',
              lifetimeSpendCents: 2_450,
            },
            { userId: 'fan-2', displayName: null, username: 'grace', lifetimeSpendCents: 900 },
          ],
        },
      }),
    [`GET ${BASE}/subscribers`]: () =>
      jsonResponse(200, {
        data: {
          items: [
            subscriber({}),
            subscriber({
              subscriptionId: 'sub-2',
              subscriberId: 'fan-2',
              displayName: null,
              username: 'grace',
              tierName: 'Silver',
              status: 'canceled',
              lifetimeSpendCents: 900,
            }),
          ],
          page: 1,
          limit: 10,
          total: 2,
        },
      }),
    [`GET ${BASE}/subscribers.csv`]: () =>
      new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CreatorStudioPage', () => {
  it('leads with earnings by kind, then new and lost subscribers and top fans', async () => {
    stubStudio();
    renderFeature(<CreatorStudioPage />, { route: '/creator-dashboard', auth: creator });

    const todayKinds = await screen.findByLabelText('Today by kind');
    expect(todayKinds.textContent).toContain('Subscriptions$7.70');
    expect(todayKinds.textContent).toContain('Tips$3.85');
    expect(screen.getByText('$11.55')).toBeInTheDocument();
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Earnings by kind: Subscriptions 75%, Tips 17%, Pay-per-view 8%',
      }),
    ).toBeInTheDocument();

    const changes = await screen.findByRole('list', { name: 'Subscriber changes' });
    const figure = (title: string) =>
      within(changes).getByText(title).closest('.ant-statistic')?.textContent;
    expect(figure('New today')).toContain('2');
    expect(figure('Lost today')).toContain('1');
    expect(figure('New this month')).toContain('14');
    expect(figure('Lost this month')).toContain('3');

    const fans = await screen.findByRole('list', { name: 'Top fans by lifetime spend' });
    const ranked = within(fans).getAllByRole('listitem');
    expect(ranked[0].textContent).toContain('Ada Lovelace');
    expect(ranked[0].textContent).toContain('$24.50');
    expect(within(ranked[1]).getByRole('link', { name: '@grace' })).toHaveAttribute(
      'href',
      '/profile/fan-2',
    );

    // Money and fans come before the post figures.
    const headings = screen
      .getAllByText(/^(Earnings|Top fans|Your posts)$/)
      .map((el) => el.textContent);
    expect(headings).toEqual(['Earnings', 'Top fans', 'Your posts']);
    const counts = await screen.findByRole('list', { name: 'Content counts' });
    expect(
      within(counts).getByText('Total posts').closest('.ant-statistic')?.textContent,
    ).toContain('9');
  });

  it('lists subscribers with names linking to profiles, tier and spend, and exports CSV', async () => {
    const calls = stubStudio();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderFeature(<CreatorStudioPage />, { route: '/creator-dashboard', auth: creator });

    const table = await screen.findByRole('table');
    const ada = await within(table).findByRole('link', { name: 'Ada Lovelace' });
    expect(ada).toHaveAttribute('href', '/profile/fan-1');
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('Gold');
    expect(rows[1].textContent).toContain('$24.50');
    expect(rows[2].textContent).toContain('Silver');
    expect(rows[2].textContent).toContain('Canceled');

    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((call) => call.path === `${BASE}/subscribers.csv`)).toBe(true);
    const [blob] = createObjectURL.mock.calls[0] as unknown as [Blob];
    // The file holds exactly what the server answered.
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(blob.size).toBe('Name,Username\r\nAda Lovelace,ada\r\n'.length);
  });
});
