import { POST_STATUSES } from '@tessera/contracts';
import { ALL, CONTENT_TYPES, PRIVACY_LEVELS } from '@tessera/rules';
import { Button, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useContentCategories } from '../../../hooks/use-content-categories';
import { useContentTags } from '../../../hooks/use-content-tags';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PRIVACY_LABELS, STATUS_LABELS, TYPE_LABELS } from '../content-labels';
import type { ManageFilters } from './use-manage-filters';

interface ContentFiltersBarProps {
  filters: ManageFilters;
  onChange: (change: Partial<ManageFilters>) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

const withAll = (label: string, options: { value: string; label: string }[]) => [
  { value: ALL, label },
  ...options,
];

const TYPE_OPTIONS = withAll(
  'All types',
  CONTENT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
);
const STATUS_OPTIONS = withAll(
  'All statuses',
  POST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status].label })),
);
const PRIVACY_OPTIONS = withAll(
  'All privacy levels',
  PRIVACY_LEVELS.map((level) => ({ value: level, label: PRIVACY_LABELS[level].label })),
);

/** Type, category, status, privacy level, tags and text search over the creator's posts. */
export function ContentFiltersBar({ filters, onChange }: ContentFiltersBarProps) {
  const categories = useContentCategories();
  const tags = useContentTags();
  const [search, setSearch] = useState(filters.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  const sentSearch = useRef(filters.q);
  const sendSearch = (q: string) => {
    sentSearch.current = q;
    onChange({ q });
  };

  useEffect(() => {
    if (debounced === sentSearch.current) return;
    sentSearch.current = debounced;
    onChange({ q: debounced });
  }, [debounced, onChange]);

  const categoryOptions = withAll(
    'All categories',
    (categories.data ?? []).map((category) => ({ value: category.name, label: category.name })),
  );
  const active =
    filters.type || filters.category || filters.status || filters.privacyLevel || filters.q;

  return (
    <div className="content-filters" role="search" aria-label="Filter your posts">
      <Input.Search
        allowClear
        placeholder="Search title, description, tags"
        aria-label="Search your posts"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={sendSearch}
        className="content-filters__search"
      />
      <Select
        aria-label="Type"
        value={filters.type ?? ALL}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange({ type: type as ManageFilters['type'] })}
      />
      <Select
        aria-label="Category"
        value={filters.category ?? ALL}
        options={categoryOptions}
        onChange={(category) => onChange({ category })}
      />
      <Select
        aria-label="Status"
        value={filters.status ?? ALL}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status: status as ManageFilters['status'] })}
      />
      <Select
        aria-label="Privacy level"
        value={filters.privacyLevel ?? ALL}
        options={PRIVACY_OPTIONS}
        onChange={(level) => onChange({ privacyLevel: level as ManageFilters['privacyLevel'] })}
      />
      <Select
        mode="multiple"
        allowClear
        aria-label="Tags"
        placeholder="Any tag"
        value={filters.tags}
        options={(tags.data ?? []).map(({ tag }) => ({ value: tag, label: tag }))}
        onChange={(selected) => onChange({ tags: selected })}
        className="content-filters__tags"
      />
      {(active || filters.tags.length > 0) && (
        <Button
          onClick={() => {
            setSearch('');
            sentSearch.current = '';
            onChange({
              type: undefined,
              category: undefined,
              status: undefined,
              privacyLevel: undefined,
              tags: [],
              q: '',
            });
          }}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}
