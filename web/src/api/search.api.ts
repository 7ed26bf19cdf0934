import type {
  SearchQueryParams,
  SearchResponse,
  SearchSuggestion,
  SuggestQueryParams,
} from '@tessera/contracts';
import { apiRequest } from './http-client';
import { queryString, type QueryParams } from './query-string';

export const searchApi = {
  /** Result cards and their insights for creators, posts, tags and help the viewer may see. */
  search: (query: QueryParams<SearchQueryParams>) =>
    apiRequest<SearchResponse>(`/search${queryString<SearchQueryParams>(query)}`),
  /** Type-ahead completions for what has been typed so far. */
  suggest: (q: string, limit?: number) =>
    apiRequest<{ suggestions: SearchSuggestion[] }>(
      `/search/suggest${queryString<SuggestQueryParams>({ q, limit })}`,
    ),
};
