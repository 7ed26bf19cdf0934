import { Controller, Get, UseGuards } from '@nestjs/common';
import { contentIdSchema, listContentQuerySchema, type ListContentQuery } from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  OptionalJwtAuthGuard,
  respond,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import { z } from 'zod';
import { POST_NOT_FOUND, postPageResponse, postResponse } from './post.api-responses';
import { PostsService } from './posts.service';

@Controller('content')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get()
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: 'Posts with the section-5 filters; a creator naming their own id sees every status',
    operationId: 'listPosts',
    query: listContentQuerySchema,
    responses: { 200: postPageResponse, 401: 'Token invalid' },
  })
  async list(@CurrentUser() user: AuthenticatedUser | null, @ValidQuery() query: ListContentQuery) {
    return respond(await this.posts.list(query, user));
  }

  @Get(':id')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: 'A post as the viewer may see it',
    operationId: 'getPost',
    params: z.object({ id: contentIdSchema }),
    responses: { 200: postResponse, 401: 'Token invalid', 404: POST_NOT_FOUND },
  })
  async get(@CurrentUser() user: AuthenticatedUser | null, @ValidParam('id') id: string) {
    return respond(await this.posts.get(id, user));
  }
}
