import { POST_STATUSES, type ListContentQueryParams, type PostStatus } from '@tessera/contracts';
import { CONTENT_TYPES, PRIVACY_LEVELS, type ContentType, type PrivacyLevel } from '@tessera/rules';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { QueryParams } from '../../../api/query-string';

export const MANAGE_PAGE_SIZE = 20;

/** The section-5 filters of the creator's library as the page's URL holds them. */
export interface ManageFilters {
  type?: ContentType;
  category?: string;
  status?: PostStatus;
  privacyLevel?: PrivacyLevel;
  tags: string[];
  q: string;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** Filters kept in the query string, so a filtered view can be reloaded and shared. */
export function useManageFilters(creatorId: string) {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<ManageFilters>(
    () => ({
      type: oneOf(CONTENT_TYPES, params.get('type')),
      category: params.get('category') || undefined,
      status: oneOf(POST_STATUSES, params.get('status')),
      privacyLevel: oneOf(PRIVACY_LEVELS, params.get('privacyLevel')),
      tags: (params.get('tags') ?? '').split(',').filter(Boolean),
      q: params.get('q') ?? '',
      page: Math.max(1, Number(params.get('page')) || 1),
    }),
    [params],
  );

  const setFilters = useCallback(
    (change: Partial<ManageFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
            if (text && text !== 'all') next.set(key, text);
            else next.delete(key);
          }
          // A new filter starts again from the first page.
          if (!('page' in change)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const query: QueryParams<ListContentQueryParams> = {
    creatorId,
    page: filters.page,
    limit: MANAGE_PAGE_SIZE,
    type: filters.type,
    category: filters.category,
    status: filters.status,
    privacyLevel: filters.privacyLevel,
    tags: filters.tags.length ? filters.tags.join(',') : undefined,
    q: filters.q.trim() || undefined,
  };
  return { filters, setFilters, query };
}
