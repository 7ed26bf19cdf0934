import { describe, expect, it } from 'vitest';
import { listContentQuerySchema } from './content-requests';

describe('content list query', () => {
  it('splits tags on commas and trims the search words', () => {
    expect(listContentQuerySchema.parse({ tags: ' art, ,photo ', q: '  sunset ' })).toMatchObject({
      tags: ['art', 'photo'],
      q: 'sunset',
      page: 1,
      limit: 20,
    });
  });

  it.each(['tags', 'q', 'category'])('refuses control characters in %s', (field) => {
    const refused = listContentQuerySchema.safeParse({ [field]: 'a\u0000b' });
    expect(refused.error?.issues[0].message).toBe('Must not contain control characters');
  });
});
