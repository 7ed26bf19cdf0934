import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import {
  MAX_SEARCH_QUERY_LENGTH,
  type SearchResultCard as SearchResultCardDto,
  type SearchSuggestion,
} from '@tessera/contracts';
import { MESSAGES, SUGGESTED_QUERIES } from '@tessera/rules';
import { Alert, Button, Empty, Flex, Input, Spin, Tag, Typography } from 'antd';
import { SearchResultCard } from '../../components/search/search-result-card';

/** Where the search for the typed text stands, as the dialog knows it. */
export type SearchState =
  | { kind: 'idle' }
  | { kind: 'no-types' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retry: () => void }
  | { kind: 'done'; query: string; results: SearchResultCardDto[] };

const SUGGESTION_LABELS: Record<SearchSuggestion['type'], string> = {
  creator: 'Creator',
  content: 'Post',
  tag: 'Tag',
  help: 'Help',
};

interface SearchTabProps {
  query: string;
  onType: (value: string, suggested?: boolean) => void;
  onSubmit: () => void;
  recent: string[];
  onClearRecent: () => void;
  suggestions: SearchSuggestion[];
  state: SearchState;
  onOpen: (target: { url: string }) => void;
}

function StartingPoints({ recent, onClearRecent, onType }: SearchTabProps) {
  return (
    <Flex vertical gap={16}>
      {recent.length > 0 && (
        <section aria-label="Recent searches">
          <Flex justify="space-between" align="center">
            <Typography.Text strong>Recent searches</Typography.Text>
            <Button type="link" size="small" onClick={onClearRecent}>
              Clear
            </Button>
          </Flex>
          <ul className="recent-searches">
            {recent.map((item) => (
              <li key={item}>
                <Button type="text" icon={<ClockCircleOutlined />} onClick={() => onType(item)}>
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
              onChange={() => onType(suggestion, true)}
            >
              {suggestion}
            </Tag.CheckableTag>
          ))}
        </Flex>
      </section>
    </Flex>
  );
}

function Outcome({ state, onOpen }: Pick<SearchTabProps, 'state' | 'onOpen'>) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'no-types':
      return <Empty description="Choose at least one content type in Filters to search." />;
    case 'loading':
      return (
        <Flex justify="center" className="search-loading">
          <Spin aria-label="Searching" />
        </Flex>
      );
    case 'error':
      return (
        <Alert
          type="error"
          showIcon
          title="Search could not be completed"
          description={state.message}
          action={<Button onClick={state.retry}>Try again</Button>}
        />
      );
    case 'done':
      return state.results.length === 0 ? (
        <Empty description={MESSAGES.noSearchResults(state.query)} />
      ) : (
        <ul className="search-results" aria-label="Search results">
          {state.results.map((result) => (
            <SearchResultCard key={result.id} result={result} onSelect={onOpen} />
          ))}
        </ul>
      );
  }
}

/** The input, where to start when it is empty, type-ahead shortcuts, then the results. */
export function SearchTab(props: SearchTabProps) {
  const { query, onType, onSubmit, suggestions, state, onOpen } = props;
  return (
    <Flex vertical gap={16}>
      <Input
        size="large"
        autoFocus
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search creators, posts, tags and help"
        aria-label="Search query"
        value={query}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        onChange={(event) => onType(event.target.value)}
        onPressEnter={onSubmit}
      />
      {!query.trim() && <StartingPoints {...props} />}
      {query.trim() && suggestions.length > 0 && (
        <nav aria-label="Jump to" className="search-jump">
          <Typography.Text type="secondary">Jump to</Typography.Text>
          <ul className="search-jump__list">
            {suggestions.map((suggestion) => (
              <li key={`${suggestion.type}:${suggestion.url}`}>
                <a
                  href={suggestion.url}
                  className="search-jump__link"
                  onClick={(event) => {
                    event.preventDefault();
                    onOpen(suggestion);
                  }}
                >
                  {suggestion.text}
                  <span className="search-jump__type">{SUGGESTION_LABELS[suggestion.type]}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {query.trim() && <Outcome state={state} onOpen={onOpen} />}
    </Flex>
  );
}
