import { Controller, Get, UseGuards } from '@nestjs/common';
import { type AccountExportPart, accountExportPartSchema } from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  OutsideApi,
  ValidParam,
  respond,
} from '@tessera/platform';
import { z } from 'zod';
import type { Post } from '../posts/post.schema';
import { PostsRepository } from '../posts/posts.repository';

/** Posts in one export: years of daily posting, and a file that still opens in an editor. */
export const EXPORTED_POSTS_LIMIT = 2000;

const params = z.object({ userId: z.string().trim().min(1).max(64) });

/** A post as its creator reads it back: what they wrote and chose, not the moderators' notes. */
function exportedPost(post: Post): Record<string, unknown> {
  return {
    id: post._id,
    title: post.title,
    description: post.description,
    body: post.body,
    type: post.type,
    privacyLevel: post.privacyLevel,
    status: post.status,
    moderationStatus: post.moderationStatus,
    tags: post.tags,
    category: post.category,
    priceCents: post.priceCents,
    mediaIds: post.mediaIds,
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    viewsCount: post.viewsCount,
    scheduledAt: post.scheduledAt?.toISOString() ?? null,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: new Date(post.createdAt).toISOString(),
    updatedAt: new Date(post.updatedAt).toISOString(),
  };
}

/**
 * The account's posts for its data export, which auth gathers: newest first, at most
 * `EXPORTED_POSTS_LIMIT`, with the total so the file says when it was cut. Served at
 * `/internal/...` to holders of the internal token only.
 */
@OutsideApi()
@Controller('internal/account-export')
@UseGuards(InternalCallGuard)
export class AccountExportController {
  constructor(private readonly posts: PostsRepository) {}

  @Get(':userId')
  @ApiOperation({
    summary: "The account's posts, newest first, for its data export",
    params,
    responses: { 200: { description: '{ items, total, limit }', data: accountExportPartSchema } },
  })
  async export(@ValidParam('userId') userId: string) {
    const [posts, total] = await Promise.all([
      this.posts.newestOfCreator(userId, EXPORTED_POSTS_LIMIT),
      this.posts.countOfCreator(userId),
    ]);
    return respond<AccountExportPart>({
      items: posts.map(exportedPost),
      total,
      limit: EXPORTED_POSTS_LIMIT,
    });
  }
}
