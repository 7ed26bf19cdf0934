import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { MESSAGES, SEARCH_DEBOUNCE_MS, SUGGESTED_QUERIES } from '@tessera/rules';
import {
  Button,
  Checkbox,
  Empty,
  Flex,
  Input,
  Modal,
  Radio,
  Spin,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShellDialogs } from '../../app/shell-dialogs';
import { HELP_ARTICLES, SEARCHABLE_SCREENS, type HelpArticle } from '@tessera/site-content';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { queryTerms } from '../../lib/text-search';
import { clearRecentSearches, loadRecentSearches, rememberSearch } from './recent-searches';
import {
  buildSearchIndex,
  runSearch,
  type SearchResult,
  type SearchResultType,
  type SortOrder,
} from './search-engine';
import { SearchInsights } from './search-insights';
import { SearchResultCard } from './search-result-card';

const FUTURE_TYPES = ['Creators', 'Content', 'Tags'];

export function NeuralSearchDialog({
  articles = HELP_ARTICLES,
}: {
  articles?: readonly HelpArticle[];
}) {
  const { searchOpen, closeSearch } = useShellDialogs();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [fromSuggestion, setFromSuggestion] = useState(false);
  const [types, setTypes] = useState<SearchResultType[]>(['help', 'page']);
  const [sort, setSort] = useState<SortOrder>('relevance');
  const [recent, setRecent] = useState<string[]>(loadRecentSearches);
  const index = useMemo(() => buildSearchIndex(articles, SEARCHABLE_SCREENS), [articles]);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const results = useMemo(
    () => runSearch(index, debounced, { types, sort }),
    [index, debounced, types, sort],
  );
  const terms = queryTerms(debounced);
  const pending = query.trim() !== debounced.trim();
  const trimmed = debounced.trim();

  const saveQuery = () => {
    if (!fromSuggestion && query.trim()) setRecent(rememberSearch(query));
  };

  const select = (result: SearchResult) => {
    saveQuery();
    closeSearch();
    navigate(result.url);
  };

  const typeQuery = (value: string, suggested = false) => {
    setQuery(value);
    setFromSuggestion(suggested);
  };

  const searchTab = (
    <Flex vertical gap={16}>
      <Input
        size="large"
        autoFocus
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search help articles and pages"
        aria-label="Search query"
        value={query}
        onChange={(event) => typeQuery(event.target.value)}
        onPressEnter={saveQuery}
      />
      {!query.trim() && (
        <Flex vertical gap={16}>
          {recent.length > 0 && (
            <section aria-label="Recent searches">
              <Flex justify="space-between" align="center">
                <Typography.Text strong>Recent searches</Typography.Text>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    clearRecentSearches();
                    setRecent([]);
                  }}
                >
                  Clear
                </Button>
              </Flex>
              <ul className="recent-searches">
                {recent.map((item) => (
                  <li key={item}>
                    <Button
                      type="text"
                      icon={<ClockCircleOutlined />}
                      onClick={() => typeQuery(item)}
                    >
                      {item}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-label="Suggested searches">
            <Typography.Text strong>Try searching for</Typography.Text>
            <Flex gap={8} wrap className="suggestions">
              {SUGGESTED_QUERIES.map((suggestion) => (
                <Tag.CheckableTag
                  key={suggestion}
                  checked={false}
                  onChange={() => typeQuery(suggestion, true)}
                >
                  {suggestion}
                </Tag.CheckableTag>
              ))}
            </Flex>
          </section>
        </Flex>
      )}
      {query.trim() &&
        (pending ? (
          <Flex justify="center" className="search-loading">
            <Spin />
          </Flex>
        ) : results.length === 0 ? (
          <Empty description={MESSAGES.noSearchResults(trimmed)} />
        ) : (
          <ul className="search-results" aria-label="Search results">
            {results.map((result) => (
              <SearchResultCard key={result.id} result={result} terms={terms} onSelect={select} />
            ))}
          </ul>
        ))}
    </Flex>
  );

  const filtersTab = (
    <Flex vertical gap={20}>
      <fieldset className="search-filter">
        <legend>Content types</legend>
        <Checkbox.Group<SearchResultType>
          value={types}
          onChange={setTypes}
          options={[
            { label: 'Help articles', value: 'help' },
            { label: 'Pages', value: 'page' },
          ]}
        />
        <Flex gap={12} wrap className="search-filter__future">
          {FUTURE_TYPES.map((label) => (
            <Checkbox key={label} disabled>
              {label}
            </Checkbox>
          ))}
        </Flex>
        <Typography.Text type="secondary">
          Creators, content and tags become searchable when the search service launches.
        </Typography.Text>
      </fieldset>
      <fieldset className="search-filter">
        <legend>Sort by</legend>
        <Radio.Group value={sort} onChange={(event) => setSort(event.target.value as SortOrder)}>
          <Radio value="relevance">Relevance</Radio>
          <Radio value="date">Date</Radio>
          <Radio value="popularity" disabled>
            Popularity
          </Radio>
        </Radio.Group>
      </fieldset>
    </Flex>
  );

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
          { key: 'search', label: 'Search', children: searchTab },
          { key: 'insights', label: 'Insights', children: <SearchInsights results={results} /> },
          { key: 'filters', label: 'Filters', children: filtersTab },
          {
            key: 'settings',
            label: 'Settings',
            children: (
              <Empty description="No settings yet. Personalised results, and search across creators and posts, arrive with the search service." />
            ),
          },
        ]}
      />
    </Modal>
  );
}
