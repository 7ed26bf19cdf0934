import type { CategoryDto, ContentDto, ContentStatsDto } from '@tessera/contracts';

export function makePost(overrides: Partial<ContentDto> = {}): ContentDto {
  return {
    id: 'post-1',
    creatorId: 'creator-1',
    creator: { id: 'creator-1', username: 'nora', displayName: 'Nora Vale', avatar: '' },
    title: 'Fjord at dawn',
    description: 'First light over the water.',
    type: 'photo',
    mediaUrl: '/media/fjord.jpg',
    mediaUrls: ['/media/fjord.jpg'],
    thumbnailUrl: '/media/fjord-thumb.jpg',
    media: [],
    isPublic: true,
    requiresSubscription: false,
    privacyLevel: 'public',
    status: 'published',
    moderationStatus: 'approved',
    scheduledAt: null,
    publishedAt: '2025-05-01T08:00:00.000Z',
    tags: ['landscape'],
    category: 'Photography',
    folderId: null,
    likesCount: 12,
    commentsCount: 3,
    viewsCount: 140,
    sharesCount: 0,
    viewer: { liked: false, bookmarked: false },
    access: { allowed: true },
    createdAt: '2025-05-01T08:00:00.000Z',
    updatedAt: '2025-05-01T08:00:00.000Z',
    ...overrides,
  };
}

export const CATEGORY_FIXTURES: CategoryDto[] = [
  'Photography',
  'Videos',
  'Lifestyle',
  'Tutorials',
  'Behind the Scenes',
].map((name, index) => ({
  id: `category-${index + 1}`,
  name,
  description: '',
  color: '#0e7c7b',
  icon: '',
  contentCount: 0,
}));

export function makeStats(overrides: Partial<ContentStatsDto> = {}): ContentStatsDto {
  return {
    totalContent: 3,
    publishedContent: 1,
    draftContent: 1,
    archivedContent: 0,
    pendingContent: 1,
    scheduledContent: 0,
    totalViews: 140,
    totalLikes: 12,
    totalComments: 3,
    totalShares: 0,
    averageEngagement: 10.7,
    topPerformingContent: [],
    recentActivity: [],
    ...overrides,
  };
}
