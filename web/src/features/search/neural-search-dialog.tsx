import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { SEARCH_RESULT_TYPES, type SearchResultType, type SearchSort } from '@tessera/contracts';
import { MAX_RESULTS, MIN_RELEVANCE, SEARCH_DEBOUNCE_MS } from '@tessera/rules';
import { Modal, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShellDialogs } from '../../app/shell-dialogs';
import { useSearch } from '../../hooks/use-search';
import { useSearchSuggestions } from '../../hooks/use-search-suggestions';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { clearRecentSearches, loadRecentSearches, rememberSearch } from './recent-searches';
import { SearchFilters } from './search-filters';
import { SearchInsights } from './search-insights';
import { SearchTab, type SearchState } from './search-tab';

function SearchSettings() {
  return (
    <div className="search-settings">
      <Typography.Paragraph>
        There is nothing to set. Search looks through the creators, posts, tags and help articles
        you are allowed to see and ranks them by how well they match your words and their meaning.
        Creators you subscribe to, recent and popular posts and verified creators rank a little
        higher; Insights names every such boost.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Your last five searches are kept in this browser only; clear them from the Search tab.
      </Typography.Paragraph>
    </div>
  );
}

/** Search across creators, posts, tags and help, answered by the search service. */
export function NeuralSearchDialog() {
  const { searchOpen, closeSearch } = useShellDialogs();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [fromSuggestion, setFromSuggestion] = useState(false);
  const [types, setTypes] = useState<SearchResultType[]>([...SEARCH_RESULT_TYPES]);
  const [sort, setSort] = useState<SearchSort>('relevance');
  const [recent, setRecent] = useState<string[]>(loadRecentSearches);
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearch(
    { q: debounced, types: types.join(','), sort, limit: MAX_RESULTS },
    debounced !== '' && types.length > 0,
  );
  const suggestions = useSearchSuggestions(debounced);
  // Scores are relative to the best match: the weak tail is left out of the dialog.
  const results = (search.data?.results ?? []).filter(
    (result) => result.relevanceScore >= MIN_RELEVANCE,
  );

  let state: SearchState;
  if (query.trim() === '') state = { kind: 'idle' };
  else if (types.length === 0) state = { kind: 'no-types' };
  else if (query.trim() !== debounced || search.isPending || search.isPlaceholderData)
    state = { kind: 'loading' };
  else if (search.isError)
    state = { kind: 'error', message: search.error.message, retry: () => void search.refetch() };
  else state = { kind: 'done', query: debounced, results };

  const saveQuery = () => {
    if (!fromSuggestion && query.trim()) setRecent(rememberSearch(query));
  };

  const open = (target: { url: string }) => {
    saveQuery();
    closeSearch();
    navigate(target.url);
  };

  const type = (value: string, suggested = false) => {
    setQuery(value);
    setFromSuggestion(suggested);
  };

  return (
    <Modal
      open={searchOpen}
      onCancel={closeSearch}
      footer={null}
      width={720}
      title={
        <span className="search-dialog__title">
          <SearchOutlined /> Neural Search
        </span>
      }
      className="search-dialog"
      destroyOnHidden
    >
      <Tabs
        items={[
          {
            key: 'search',
            label: 'Search',
            children: (
              <SearchTab
                query={query}
                onType={type}
                onSubmit={saveQuery}
                recent={recent}
                onClearRecent={() => {
                  clearRecentSearches();
                  setRecent([]);
                }}
                suggestions={query.trim() ? (suggestions.data ?? []) : []}
                state={state}
                onOpen={open}
              />
            ),
          },
          {
            key: 'insights',
            label: 'Insights',
            children: (
              <SearchInsights
                results={state.kind === 'done' ? results : []}
                insights={search.data?.insights ?? []}
                onOpen={open}
              />
            ),
          },
          {
            key: 'filters',
            label: 'Filters',
            children: (
              <SearchFilters
                types={types}
                onTypesChange={setTypes}
                sort={sort}
                onSortChange={setSort}
              />
            ),
          },
          { key: 'settings', label: 'Settings', children: <SearchSettings /> },
        ]}
      />
    </Modal>
  );
}
