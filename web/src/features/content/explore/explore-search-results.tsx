import { MAX_SEARCH_OFFSET } from '@tessera/contracts';
import { MESSAGES } from '@tessera/rules';
import { Alert, Button, Empty, Flex, Pagination, Skeleton, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SearchResultCard } from '../../../components/search/search-result-card';
import { useSearch } from '../../../hooks/use-search';

export const SEARCH_PAGE_SIZE = 12;

interface ExploreSearchResultsProps {
  query: string;
  page: number;
  onPage: (page: number) => void;
}

/** Creators and posts matching the Explore search, a page at a time. */
export function ExploreSearchResults({ query, page, onPage }: ExploreSearchResultsProps) {
  const navigate = useNavigate();
  const search = useSearch({
    q: query,
    types: 'creator,content',
    limit: SEARCH_PAGE_SIZE,
    offset: (page - 1) * SEARCH_PAGE_SIZE,
  });
  if (search.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (search.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Search could not be completed"
        description={search.error.message}
        action={<Button onClick={() => void search.refetch()}>Try again</Button>}
      />
    );
  }
  const { results, total } = search.data;
  if (results.length === 0) return <Empty description={MESSAGES.noSearchResults(query)} />;
  // Paging stops where the server does; beyond it people refine the query instead.
  const reachable = Math.min(total, MAX_SEARCH_OFFSET + SEARCH_PAGE_SIZE);
  return (
    <Flex vertical gap={16}>
      <Spin spinning={search.isPlaceholderData}>
        <ul className="search-results explore-results" aria-label="Search results">
          {results.map((result) => (
            <SearchResultCard
              key={result.id}
              result={result}
              onSelect={(chosen) => navigate(chosen.url)}
            />
          ))}
        </ul>
      </Spin>
      {reachable > SEARCH_PAGE_SIZE && (
        <Pagination
          align="center"
          current={page}
          pageSize={SEARCH_PAGE_SIZE}
          total={reachable}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </Flex>
  );
}
