import { z } from 'zod';

const privacyLevel = z.enum(['public', 'subscribers', 'premium', 'private']);
const contentType = z.enum(['photo', 'video', 'text']);

/** What search and admin need of a post to index and list it; never its media or text body. */
const contentSummary = {
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  title: z.string(),
  description: z.string(),
  type: contentType,
  privacyLevel: privacyLevel,
  isPublic: z.boolean(),
  tags: z.array(z.string()),
  category: z.string(),
  status: z.enum(['draft', 'pending', 'scheduled', 'published', 'archived', 'rejected']),
  /** Pay-per-view price in cents; null when the post is not sold on its own. */
  priceCents: z.number().int().min(0).nullable().default(null),
};

export const contentPublishedSchema = z.object({
  ...contentSummary,
  publishedAt: z.iso.datetime(),
});

export const contentUpdatedSchema = z.object({
  ...contentSummary,
  updatedAt: z.iso.datetime(),
});

export const contentRemovedSchema = z.object({
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  removedBy: z.string().min(1),
  removedAt: z.iso.datetime(),
});
