import { SEARCH_DEBOUNCE_MS, SUGGESTED_QUERIES } from '@tessera/rules';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellDialogs } from '../../app/shell-dialogs';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { renderFeature } from '../../test/render-feature';
import { makeInsight, makeResultCard, makeSearchResponse } from '../../test/search-fixtures';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { NeuralSearchDialog } from './neural-search-dialog';

function OpenSearch() {
  const { openSearch, searchOpen } = useShellDialogs();
  return (
    <>
      <button onClick={openSearch}>open</button>
      {searchOpen && <NeuralSearchDialog />}
    </>
  );
}

async function openDialog() {
  const view = renderFeature(<OpenSearch />, {
    extraRoutes: [
      { path: '/content/:id', element: <p>post page</p> },
      { path: '/profile/:id', element: <p>profile page</p> },
    ],
  });
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  await screen.findByRole('dialog');
  return view;
}

function type(text: string) {
  fireEvent.change(screen.getByLabelText('Search query'), { target: { value: text } });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function search(text: string) {
  type(text);
  await wait(SEARCH_DEBOUNCE_MS + 50);
}

/** Enter as a person presses it: the input ignores another Enter until the key comes back up. */
function pressEnter() {
  const input = screen.getByLabelText('Search query');
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
}

const searches = (calls: ApiCall[]) => calls.filter((call) => call.path === '/search');

describe('NeuralSearchDialog', () => {
  let calls: ApiCall[];

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    calls = stubApiRoutes({
      'GET /search': () =>
        jsonResponse(200, {
          data: makeSearchResponse(
            [
              makeResultCard(),
              makeResultCard({
                id: 'creator:mara',
                type: 'creator',
                title: 'Mara Lind',
                url: '/profile/mara',
                badge: 'Verified',
                relevanceScore: 0.7,
                tags: [],
                highlights: ['<mark>Sunset</mark> <img src=x onerror="alert(1)"> &amp; sea'],
              }),
            ],
            [makeInsight()],
          ),
        }),
      'GET /search/suggest': () =>
        jsonResponse(200, {
          data: { suggestions: [{ text: 'Mara Lind', type: 'creator', url: '/profile/mara' }] },
        }),
    });
  });

  it('offers the five suggested queries, four tabs and all four types with every sort', async () => {
    await openDialog();
    for (const suggestion of SUGGESTED_QUERIES) {
      expect(screen.getByText(suggestion)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Search',
      'Insights',
      'Filters',
      'Settings',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Filters' }));
    for (const name of ['Creators', 'Content', 'Tags', 'Help']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    for (const name of ['Relevance', 'Date', 'Popularity']) {
      expect(screen.getByRole('radio', { name })).toBeEnabled();
    }
  });

  it('asks the server once the typing pauses, not for every keystroke', async () => {
    await openDialog();
    type('sun');
    await wait(SEARCH_DEBOUNCE_MS / 2);
    type('sunset');
    await wait(SEARCH_DEBOUNCE_MS - 50);
    expect(searches(calls)).toHaveLength(0);
    await wait(100);
    expect(searches(calls)).toHaveLength(1);
    const query = searches(calls)[0]!.query;
    expect(query.get('q')).toBe('sunset');
    expect(query.get('types')).toBe('creator,content,tag,help');
    expect(query.get('sort')).toBe('relevance');
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('shows cards with badge, at most 3 tags, and highlights as text, never as markup', async () => {
    await openDialog();
    await search('sunset');
    const items = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Published')).toBeInTheDocument();
    expect(items[0]!.querySelectorAll('.search-result__tags .ant-tag')).toHaveLength(3);
    const creator = items[1]!;
    expect(within(creator).getByText('Verified')).toBeInTheDocument();
    const highlight = creator.querySelector('.search-result__highlight')!;
    expect(highlight.querySelector('img')).toBeNull();
    expect(highlight.querySelector('mark')?.textContent).toBe('Sunset');
    expect(highlight.textContent).toBe('Sunset <img src=x onerror="alert(1)"> & sea');
  });

  it('searches again with the chosen types and sort', async () => {
    await openDialog();
    await search('sunset');
    fireEvent.click(screen.getByRole('tab', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Help' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Popularity' }));
    await wait(50);
    const last = searches(calls).at(-1)!.query;
    expect(last.get('types')).toBe('creator,content,tag');
    expect(last.get('sort')).toBe('popularity');
  });

  it('says so when nothing matches, in the spec’s words', async () => {
    calls = stubApiRoutes({
      'GET /search': () => jsonResponse(200, { data: makeSearchResponse([]) }),
      'GET /search/suggest': () => jsonResponse(200, { data: { suggestions: [] } }),
    });
    await openDialog();
    await search('zebra');
    expect(await screen.findByText('No results found for "zebra".')).toBeInTheDocument();
  });

  it('shows the failure with a way to try again', async () => {
    let fail = true;
    calls = stubApiRoutes({
      'GET /search': () =>
        fail
          ? jsonResponse(503, { error: 'Search is starting up' })
          : jsonResponse(200, { data: makeSearchResponse([makeResultCard()]) }),
      'GET /search/suggest': () => jsonResponse(200, { data: { suggestions: [] } }),
    });
    await openDialog();
    await search('sunset');
    expect(await screen.findByText('Search could not be completed')).toBeInTheDocument();
    expect(screen.getByText('Search is starting up')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('opens the chosen result, closes and remembers the typed search', async () => {
    const { router } = await openDialog();
    await search('sunset');
    fireEvent.click(await screen.findByRole('link', { name: /Sunset over the fjord/ }));
    expect(router.state.location.pathname).toBe('/content/post-1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentSearches) ?? '[]')).toEqual([
      'sunset',
    ]);
  });

  it('keeps the five latest typed searches, newest first, and not the suggested ones', async () => {
    await openDialog();
    for (const text of ['one', 'two', 'three', 'four', 'five', 'six']) {
      type(text);
      pressEnter();
    }
    type('');
    fireEvent.click(screen.getByText(SUGGESTED_QUERIES[0]));
    pressEnter();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentSearches) ?? '[]')).toEqual([
      'six',
      'five',
      'four',
      'three',
      'two',
    ]);
  });

  it('jumps straight to a type-ahead suggestion', async () => {
    const { router } = await openDialog();
    await search('mar');
    const jump = await screen.findByRole('navigation', { name: 'Jump to' });
    expect(calls.find((call) => call.path === '/search/suggest')?.query.get('q')).toBe('mar');
    fireEvent.click(within(jump).getByRole('link', { name: /Mara Lind/ }));
    expect(router.state.location.pathname).toBe('/profile/mara');
  });

  it('explains the results in Insights, with details on demand', async () => {
    await openDialog();
    await search('sunset');
    await screen.findByRole('list', { name: 'Search results' });
    fireEvent.click(screen.getByRole('tab', { name: 'Insights' }));
    const insights = screen.getByRole('list', { name: 'Insights' });
    expect(within(insights).getByText('A strong match from a creator you follow.')).toBeVisible();
    expect(within(insights).queryByText('You follow Mara Lind', { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(within(insights).getByText(/You follow Mara Lind/)).toBeInTheDocument();
    expect(within(insights).getByRole('link', { name: 'Blue hour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Details' })).toBeInTheDocument();
  });
});
