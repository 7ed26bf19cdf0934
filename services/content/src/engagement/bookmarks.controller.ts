import { Controller, Get, UseGuards } from '@nestjs/common';
import { contentFeedPageSchema, type FeedQuery, feedQuerySchema } from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ValidQuery,
} from '@tessera/platform';
import { ListBookmarksUseCase } from './list-bookmarks.usecase';

@Controller('content')
export class BookmarksController {
  constructor(private readonly listBookmarks: ListBookmarksUseCase) {}

  @Get('bookmarks')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Posts the viewer bookmarked, newest bookmark first',
    operationId: 'contentBookmarks',
    query: feedQuerySchema,
    responses: {
      200: { description: 'Bookmarks page: { items, nextCursor }', data: contentFeedPageSchema },
    },
  })
  async bookmarks(@CurrentUser() user: AuthenticatedUser, @ValidQuery() query: FeedQuery) {
    return respond(await this.listBookmarks.execute(user, query));
  }
}
