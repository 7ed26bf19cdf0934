import { z } from 'zod';
import { CONTENT_STATUSES, CONTENT_TYPES, PRIVACY_LEVELS } from '../content/content.types';

/** 'all' on any select means "do not filter on this field". */
export const ALL = 'all';

export const contentFiltersSchema = z.object({
  type: z.enum([...CONTENT_TYPES, ALL]).optional(),
  category: z.string().trim().optional(),
  status: z.enum([...CONTENT_STATUSES, ALL]).optional(),
  privacyLevel: z.enum([...PRIVACY_LEVELS, ALL]).optional(),
  tags: z.array(z.string().trim()).optional(),
  search: z.string().optional(),
});

export type ContentFilters = z.infer<typeof contentFiltersSchema>;

export interface FilterableContent {
  type: string;
  category?: string | null;
  status: string;
  privacyLevel: string;
  tags?: readonly string[] | null;
  title: string;
  description?: string | null;
}

function isActive(value: string | undefined): value is string {
  return value !== undefined && value !== '' && value !== ALL;
}

function sameText(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Every set filter must match. Category and tags compare without letter case; tags match when
 * the item shares at least one with the filter; search looks for the text, without letter case,
 * in the title, the description or any tag.
 */
export function applyContentFilters<T extends FilterableContent>(
  items: readonly T[],
  filters: ContentFilters,
): T[] {
  const wantedTags = (filters.tags ?? []).filter((tag) => tag !== '');
  const search = (filters.search ?? '').trim().toLowerCase();

  return items.filter((item) => {
    const tags = item.tags ?? [];
    if (isActive(filters.type) && item.type !== filters.type) return false;
    if (isActive(filters.status) && item.status !== filters.status) return false;
    if (isActive(filters.privacyLevel) && item.privacyLevel !== filters.privacyLevel) return false;
    if (isActive(filters.category) && !sameText(item.category ?? '', filters.category)) {
      return false;
    }
    if (wantedTags.length > 0 && !tags.some((tag) => wantedTags.some((w) => sameText(tag, w)))) {
      return false;
    }
    if (search === '') return true;
    return [item.title, item.description ?? '', ...tags].some((text) =>
      text.toLowerCase().includes(search),
    );
  });
}
