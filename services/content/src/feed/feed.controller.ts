import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  contentFeedPageSchema,
  contentStatsSchema,
  explorePageSchema,
  exploreQuerySchema,
  feedQuerySchema,
  type FeedQuery,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  respond,
  ValidQuery,
} from '@tessera/platform';
import type { z } from 'zod';
import { ContentStatsService } from './content-stats.service';
import { FeedService } from './feed.service';

@Controller('content')
export class FeedController {
  constructor(
    private readonly feed: FeedService,
    private readonly stats: ContentStatsService,
  ) {}

  @Get('feed')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Posts of the creators the viewer subscribes to, newest first',
    operationId: 'contentFeed',
    query: feedQuerySchema,
    responses: {
      200: { description: 'Feed page: { items, nextCursor }', data: contentFeedPageSchema },
    },
  })
  async timeline(@CurrentUser() user: AuthenticatedUser, @ValidQuery() query: FeedQuery) {
    return respond(await this.feed.feed(user, query));
  }

  @Get('explore')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: 'Trending and recent public posts, and new creators',
    query: exploreQuerySchema,
    responses: {
      200: { description: 'Explore: { trending, recent, creators }', data: explorePageSchema },
    },
  })
  async explore(
    @CurrentUser() user: AuthenticatedUser | null,
    @ValidQuery() query: z.output<typeof exploreQuerySchema>,
  ) {
    return respond(await this.feed.explore(user, query.limit));
  }

  @Get('stats')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: "The signed-in creator's content stats",
    operationId: 'contentStats',
    responses: { 200: { description: 'ContentStatsDto', data: contentStatsSchema } },
  })
  async creatorStats(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.stats.of(user.id));
  }
}
