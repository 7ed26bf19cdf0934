import { describe, expect, it } from 'vitest';
import { backToReview, reviewedChanges } from './post-review';
import type { Post } from './post.schema';

const post = (overrides: Partial<Post> = {}) =>
  ({
    _id: 'p1',
    status: 'published',
    moderationStatus: 'approved',
    body: 'Words',
    mediaIds: ['m1', 'm2'],
    privacyLevel: 'public',
    tierIds: [],
    priceCents: null,
    title: 'Morning light',
    ...overrides,
  }) as Post;

describe('reviewedChanges', () => {
  it('names the reviewed fields whose value the edit changes', () => {
    expect(
      reviewedChanges(post(), {
        body: 'Other words',
        mediaIds: ['m2', 'm1'],
        privacyLevel: 'public',
        priceCents: 500,
        title: 'Evening light',
      }),
    ).toEqual(['mediaIds', 'body', 'priceCents']);
  });

  it('finds nothing in an edit that repeats the stored values or changes only the rest', () => {
    expect(
      reviewedChanges(post(), { body: 'Words', mediaIds: ['m1', 'm2'], tierIds: [], title: 'x' }),
    ).toEqual([]);
    expect(reviewedChanges(post({ priceCents: null }), { priceCents: null })).toEqual([]);
  });
});

describe('backToReview', () => {
  it('takes a published or scheduled post out of view and withdraws the approval', () => {
    expect(backToReview(post())).toEqual({
      moderationStatus: 'pending',
      moderatedBy: null,
      moderatedAt: null,
      status: 'pending',
    });
    expect(backToReview(post({ status: 'scheduled' })).status).toBe('pending');
  });

  it('leaves a draft or archived post where it is', () => {
    expect(backToReview(post({ status: 'draft' }))).not.toHaveProperty('status');
    expect(backToReview(post({ status: 'archived' }))).not.toHaveProperty('status');
  });
});
