import { useSearch } from '../../hooks/use-search';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Someone who can be added to a conversation. */
export interface PersonOption {
  id: string;
  name: string;
  avatar: string;
}

const PEOPLE_LIMIT = 8;
const TYPING_PAUSE_MS = 250;
const CREATOR_PREFIX = 'creator:';

/**
 * People matching what is typed, found as search and Explore find them (search indexes creators
 * only; members someone talks with already come from their conversations).
 */
export function usePeopleSearch(text: string): { people: PersonOption[]; isFetching: boolean } {
  const q = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const search = useSearch({ q, types: 'creator', limit: PEOPLE_LIMIT }, q.length >= 2);
  const people = (search.data?.results ?? [])
    .filter((card) => card.id.startsWith(CREATOR_PREFIX))
    .map((card) => ({
      id: card.id.slice(CREATOR_PREFIX.length),
      name: card.title,
      avatar: card.thumbnail ?? '',
    }));
  return { people, isFetching: search.isFetching };
}
