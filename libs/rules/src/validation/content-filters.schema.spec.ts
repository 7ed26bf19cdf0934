import { describe, expect, it } from 'vitest';
import { applyContentFilters, contentFiltersSchema } from './content-filters.schema';

const items = [
  {
    id: 1,
    type: 'photo',
    category: 'Photography',
    status: 'published',
    privacyLevel: 'public',
    tags: ['Sunset', 'beach'],
    title: 'Golden hour',
    description: 'Evening light on the coast',
  },
  {
    id: 2,
    type: 'video',
    category: 'Tutorials',
    status: 'draft',
    privacyLevel: 'premium',
    tags: ['lighting'],
    title: 'Studio setup',
    description: null,
  },
  {
    id: 3,
    type: 'text',
    category: null,
    status: 'published',
    privacyLevel: 'subscribers',
    tags: null,
    title: 'Weekly notes',
  },
];

const ids = (filters: Parameters<typeof applyContentFilters>[1]) =>
  applyContentFilters(items, filters).map((item) => item.id);

describe('contentFiltersSchema', () => {
  it("accepts 'all' and known values, and refuses others", () => {
    expect(contentFiltersSchema.parse({ type: 'all', privacyLevel: 'premium' })).toEqual({
      type: 'all',
      privacyLevel: 'premium',
    });
    expect(contentFiltersSchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(contentFiltersSchema.safeParse({ tags: 'beach' }).success).toBe(false);
  });
});

describe('applyContentFilters', () => {
  it.each([
    [{}, [1, 2, 3]],
    [{ type: 'all', status: 'all', privacyLevel: 'all', category: 'all' }, [1, 2, 3]],
    [{ type: 'video' }, [2]],
    [{ status: 'published' }, [1, 3]],
    [{ privacyLevel: 'premium' }, [2]],
    [{ category: 'photography' }, [1]],
    [{ category: '' }, [1, 2, 3]],
    [{ tags: ['beach', 'lighting'] }, [1, 2]],
    [{ tags: ['SUNSET'] }, [1]],
    [{ tags: [] }, [1, 2, 3]],
    [{ tags: ['none'] }, []],
    [{ search: 'GOLDEN' }, [1]],
    [{ search: 'coast' }, [1]],
    [{ search: 'light' }, [1, 2]],
    [{ search: '   ' }, [1, 2, 3]],
    [{ search: 'notes', status: 'draft' }, []],
    [{ type: 'photo', tags: ['beach'], search: 'hour' }, [1]],
  ] as const)('%j keeps %j', (filters, expected) => {
    expect(ids(filters as Parameters<typeof applyContentFilters>[1])).toEqual(expected);
  });
});
