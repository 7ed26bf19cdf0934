import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { searchApi } from '../api/search.api';

/** Fewer letters than this match too much to be worth suggesting. */
const MIN_SUGGEST_LENGTH = 2;

/** Type-ahead completions for the (debounced) text typed so far; none for very short text. */
export function useSearchSuggestions(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: queryKeys.search.suggestions(q),
    queryFn: async () => (await searchApi.suggest(q)).data.suggestions,
    enabled: q.length >= MIN_SUGGEST_LENGTH,
  });
}
