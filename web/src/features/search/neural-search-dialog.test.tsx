import { SEARCH_DEBOUNCE_MS, SUGGESTED_QUERIES } from '@tessera/rules';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { ARTICLE_FIXTURES } from '../../test/test-fixtures';
import { renderFeature } from '../../test/render-feature';
import { stubApi } from '../../test/stub-api';
import { NeuralSearchDialog } from './neural-search-dialog';
import { useShellDialogs } from '../../app/shell-dialogs';

function OpenSearch() {
  const { openSearch, searchOpen } = useShellDialogs();
  return (
    <>
      <button onClick={openSearch}>open</button>
      {searchOpen && <NeuralSearchDialog articles={ARTICLE_FIXTURES} />}
    </>
  );
}

async function openDialog() {
  const view = renderFeature(<OpenSearch />, {
    extraRoutes: [{ path: '/help/:slug', element: <p>article page</p> }],
  });
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  await screen.findByRole('dialog');
  return view;
}

async function search(text: string) {
  fireEvent.change(screen.getByLabelText('Search query'), { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50);
  });
}

describe('NeuralSearchDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({});
  });

  it('offers the five suggested queries and has four tabs', async () => {
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
  });

  it('finds help articles after the debounce, with the Help Article badge and at most 3 tags', async () => {
    await openDialog();
    await search('password');
    const results = screen.getByRole('list', { name: 'Search results' });
    const first = within(results).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Help Article')).toBeInTheDocument();
    expect(first.querySelectorAll('.search-result__tags .ant-tag').length).toBeLessThanOrEqual(3);
  });

  it('reports no results in the spec’s words', async () => {
    await openDialog();
    await search('zebra');
    expect(screen.getByText('No results found for "zebra".')).toBeInTheDocument();
  });

  it('keeps typed searches in the recent list and opens the chosen result', async () => {
    const { router } = await openDialog();
    await search('reset password');
    fireEvent.click(screen.getAllByRole('link', { name: /Resetting your password/ })[0]!);
    expect(router.state.location.pathname).toBe('/help/password-reset');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentSearches) ?? '[]')).toEqual([
      'reset password',
    ]);
  });
});
