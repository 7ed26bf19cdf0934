import { contentSchema, type MediaDto } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import type { Post } from './post.schema';
import { toContentDto } from './post-view.mapper';

const created = new Date('2026-06-01T10:00:00Z');
const post = {
  _id: 'post-1',
  creatorId: 'creator-1',
  title: 'Night swim',
  description: 'Lake at midnight',
  body: 'The whole story',
  type: 'photo',
  mediaIds: ['m1', 'm2'],
  privacyLevel: 'subscribers',
  status: 'published',
  moderationStatus: 'approved',
  moderationNotes: '',
  moderatedBy: null,
  moderatedAt: null,
  scheduledAt: null,
  publishedAt: created,
  tags: ['lake'],
  category: 'Photography',
  folderId: null,
  priceCents: 499,
  tierIds: [],
  likesCount: 3,
  commentsCount: 1,
  viewsCount: 20,
  sharesCount: 0,
  deletedAt: null,
  createdAt: created,
  updatedAt: created,
} as Post;
const creator = { id: 'creator-1', username: 'maya', displayName: 'Maya', avatar: '' };
const media: MediaDto[] = [
  {
    mediaId: 'm1',
    type: 'image',
    status: 'ready',
    size: 1000,
    width: 1600,
    height: 1200,
    url: 'https://storage/full-1?sig',
    thumbnailUrl: 'https://storage/feed-1?sig',
    previewUrl: 'https://storage/preview-1?sig',
  },
  { mediaId: 'm2', type: 'image', status: 'ready', size: 900, url: 'https://storage/full-2?sig' },
];
const viewer = { liked: false, bookmarked: true };

describe('toContentDto', () => {
  it('gives a viewer with access the body and every media URL', () => {
    const dto = toContentDto(post, creator, { allowed: true }, media, viewer);
    expect(dto).toMatchObject({
      body: 'The whole story',
      mediaUrl: 'https://storage/full-1?sig',
      mediaUrls: ['https://storage/full-1?sig', 'https://storage/full-2?sig'],
      thumbnailUrl: 'https://storage/feed-1?sig',
      previewUrl: 'https://storage/preview-1?sig',
      priceCents: 499,
      viewer,
    });
  });

  it('leaves out the body and every full URL without access, keeping the card and the preview', () => {
    const access = { allowed: false as const, reason: 'Active subscription required' };
    const dto = toContentDto(post, creator, access, media, viewer);
    const text = JSON.stringify(dto);
    expect(text).not.toContain('full-');
    expect(text).not.toContain('feed-1');
    expect(text).not.toContain('The whole story');
    expect(dto).not.toHaveProperty('mediaUrl');
    expect(dto).not.toHaveProperty('mediaUrls');
    expect(dto).toMatchObject({
      title: 'Night swim',
      likesCount: 3,
      previewUrl: 'https://storage/preview-1?sig',
      access,
      media: [
        { mediaId: 'm1', width: 1600, previewUrl: 'https://storage/preview-1?sig' },
        { mediaId: 'm2' },
      ],
    });
  });

  it('gives posts exactly as the API document describes them, with access or without', () => {
    const locked = {
      allowed: false as const,
      reason: 'Creator subscription required',
      unlockPriceCents: 499,
    };
    for (const access of [{ allowed: true as const }, locked]) {
      const dto = toContentDto(post, creator, access, media, viewer);
      expect(contentSchema.parse(dto)).toEqual(dto);
    }
  });
});
