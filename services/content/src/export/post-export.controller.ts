import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  type ExportPageQuery,
  exportPageQuerySchema,
  type PostExportPage,
  postExportPageSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  OutsideApi,
  respond,
  ValidQuery,
} from '@tessera/platform';
import { PostsRepository } from '../posts/posts.repository';
import { toExportedPost } from './exported-post.mapper';

/**
 * Every post but removed ones, page by page, for search to rebuild its index from. Served at
 * `/internal/...`, outside the `/api` paths the gateway forwards, to callers holding the shared
 * internal token; left out of the public API document, which describes what the gateway serves.
 */
@OutsideApi()
@Controller('internal/export')
@UseGuards(InternalCallGuard)
export class PostExportController {
  constructor(private readonly posts: PostsRepository) {}

  @Get('posts')
  @ApiOperation({
    summary: 'A page of posts in id order, with their counters (removed posts left out)',
    query: exportPageQuerySchema,
    responses: { 200: { description: '{ posts, next }', data: postExportPageSchema } },
  })
  async exportPosts(@ValidQuery() query: ExportPageQuery) {
    const { items, next } = await this.posts.exportPage(query.after, query.limit);
    return respond<PostExportPage>({ posts: items.map(toExportedPost), next });
  }
}
