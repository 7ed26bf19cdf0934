import type { SearchResultType, SearchSort } from '@tessera/contracts';
import { Checkbox, Flex, Radio } from 'antd';

const TYPE_OPTIONS: { label: string; value: SearchResultType }[] = [
  { label: 'Creators', value: 'creator' },
  { label: 'Content', value: 'content' },
  { label: 'Tags', value: 'tag' },
  { label: 'Help', value: 'help' },
];

const SORT_OPTIONS: { label: string; value: SearchSort }[] = [
  { label: 'Relevance', value: 'relevance' },
  { label: 'Date', value: 'date' },
  { label: 'Popularity', value: 'popularity' },
];

interface SearchFiltersProps {
  types: SearchResultType[];
  onTypesChange: (types: SearchResultType[]) => void;
  sort: SearchSort;
  onSortChange: (sort: SearchSort) => void;
}

/** What to search and in which order; every change searches again. */
export function SearchFilters({ types, onTypesChange, sort, onSortChange }: SearchFiltersProps) {
  return (
    <Flex vertical gap={20}>
      <fieldset className="search-filter">
        <legend>Content types</legend>
        <Checkbox.Group<SearchResultType>
          value={types}
          onChange={onTypesChange}
          options={TYPE_OPTIONS}
        />
      </fieldset>
      <fieldset className="search-filter">
        <legend>Sort by</legend>
        <Radio.Group
          value={sort}
          onChange={(event) => onSortChange(event.target.value as SearchSort)}
          options={SORT_OPTIONS}
        />
      </fieldset>
    </Flex>
  );
}
