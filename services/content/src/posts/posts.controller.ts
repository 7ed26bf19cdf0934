import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { contentIdSchema, listContentQuerySchema, type ListContentQuery } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  OptionalJwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import { PostsService } from './posts.service';

const idPipe = new ZodValidationPipe(contentIdSchema);

@Controller('content')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get()
  @UseGuards(OptionalJwtAuthGuard)
  async list(
    @CurrentUser() user: AuthenticatedUser | null,
    @Query(new ZodValidationPipe(listContentQuerySchema)) query: ListContentQuery,
  ) {
    return respond(await this.posts.list(query, user));
  }

  @Get(':id')
  @UseGuards(OptionalJwtAuthGuard)
  async get(@CurrentUser() user: AuthenticatedUser | null, @Param('id', idPipe) id: string) {
    return respond(await this.posts.get(id, user));
  }
}
