import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_FIXTURES, makePost } from '../../../test/content-fixtures';
import { renderFeature } from '../../../test/render-feature';
import {
  makeRealDataCreator,
  makeResultCard,
  makeSearchResponse,
} from '../../../test/search-fixtures';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../../test/stub-api';
import { ExplorePage } from './explore-page';

const CREATOR_TOTAL = 14;
const SEARCH_TOTAL = 30;

function creatorsPage(offset: number, limit: number) {
  const count = Math.max(0, Math.min(limit, CREATOR_TOTAL - offset));
  return Array.from({ length: count }, (_, index) =>
    makeRealDataCreator({
      id: `creator-${offset + index + 1}`,
      username: `creator${offset + index + 1}`,
      displayName: `Creator ${offset + index + 1}`,
    }),
  );
}

function renderExplore(route = '/explore') {
  return renderFeature(<ExplorePage />, {
    route,
    path: '/explore',
    extraRoutes: [
      { path: '/profile/:id', element: <p>profile page</p> },
      { path: '/content/:id', element: <p>post page</p> },
    ],
  });
}

const callsTo = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path);

describe('ExplorePage', () => {
  let calls: ApiCall[];

  beforeEach(() => {
    calls = stubApiRoutes({
      'GET /content/categories': () => jsonResponse(200, { data: CATEGORY_FIXTURES }),
      'GET /content/tags': () =>
        jsonResponse(200, {
          data: [
            { tag: 'sunset', count: 4 },
            { tag: 'ramen', count: 2 },
          ],
        }),
      'GET /content/explore': () =>
        jsonResponse(200, {
          data: {
            trending: [makePost()],
            recent: [makePost({ id: 'post-2', title: 'Harbour lights' })],
            creators: [],
          },
        }),
      'GET /content': () =>
        jsonResponse(200, {
          data: {
            items: [makePost({ id: 'post-3', title: 'Ramen night' })],
            page: 1,
            limit: 24,
            total: 1,
          },
        }),
      'GET /real-data/creators': ({ query }) => {
        const limit = Number(query.get('limit'));
        const offset = Number(query.get('offset'));
        return jsonResponse(200, {
          success: true,
          creators: creatorsPage(offset, limit),
          total: CREATOR_TOTAL,
        });
      },
      'GET /search': ({ query }) => {
        const offset = Number(query.get('offset'));
        return jsonResponse(200, {
          data: makeSearchResponse(
            [
              makeResultCard({ id: `content:result-${offset}`, title: `Result at ${offset}` }),
              makeResultCard({
                id: 'creator:mara',
                type: 'creator',
                title: 'Mara Lind',
                url: '/profile/mara',
              }),
            ],
            [],
            SEARCH_TOTAL,
          ),
        });
      },
    });
  });

  it('keeps trending and recent posts and shows creator cards with counts and price', async () => {
    renderExplore();
    expect(await screen.findByRole('article', { name: 'Fjord at dawn' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Harbour lights' })).toBeInTheDocument();
    const creators = await screen.findByRole('list', { name: 'Creators' });
    const cards = within(creators).getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    expect(within(cards[0]!).getByText('Landscape photographer')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/1\.2K followers · 48 posts/)).toBeInTheDocument();
    expect(within(cards[0]!).getByLabelText('Verified')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('From €9.99 a month')).toBeInTheDocument();
  });

  it('loads the next creators after those shown until all are there', async () => {
    renderExplore();
    const creators = await screen.findByRole('list', { name: 'Creators' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more creators' }));
    expect(await within(creators).findByText('Creator 14')).toBeInTheDocument();
    expect(within(creators).getAllByRole('listitem')).toHaveLength(CREATOR_TOTAL);
    expect(callsTo(calls, '/real-data/creators').map((call) => call.query.get('offset'))).toEqual([
      '0',
      '12',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more creators' })).toBeNull();
    expect(screen.getByText('Showing 14 of 14 creators')).toBeInTheDocument();
  });

  it('says so when the creators cannot be loaded, and tries again on request', async () => {
    let fail = true;
    stubApiRoutes({
      'GET /content/explore': () =>
        jsonResponse(200, { data: { trending: [], recent: [], creators: [] } }),
      'GET /real-data/creators': () =>
        fail
          ? jsonResponse(503, { success: false, creators: [], total: 0 })
          : jsonResponse(200, { success: true, creators: creatorsPage(0, 12), total: 12 }),
    });
    renderExplore();
    expect(await screen.findByText('Creators could not be loaded')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Creators' })).toBeInTheDocument();
  });

  it('searches creators and posts, pages through the results and opens one', async () => {
    const { router } = renderExplore();
    fireEvent.change(screen.getByLabelText('Search creators and posts'), {
      target: { value: 'sunset' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('Result at 0')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=sunset');
    const first = callsTo(calls, '/search')[0]!.query;
    expect(first.get('q')).toBe('sunset');
    expect(first.get('types')).toBe('creator,content');
    expect(first.get('offset')).toBe('0');

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Result at 12')).toBeInTheDocument();
    expect(callsTo(calls, '/search').at(-1)!.query.get('offset')).toBe('12');
    expect(router.state.location.search).toBe('?q=sunset&page=2');

    fireEvent.click(screen.getByRole('link', { name: /^Mara Lind/ }));
    expect(router.state.location.pathname).toBe('/profile/mara');
  });

  it('lists the posts of a chosen tag', async () => {
    const { router } = renderExplore();
    const tags = await screen.findByRole('group', { name: 'Tags' });
    fireEvent.click(within(tags).getByText('#sunset'));
    expect(await screen.findByRole('article', { name: 'Ramen night' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tag=sunset');
    expect(callsTo(calls, '/content').at(-1)!.query.get('tags')).toBe('sunset');
    expect(screen.getByRole('region', { name: '#sunset' })).toBeInTheDocument();
  });
});
