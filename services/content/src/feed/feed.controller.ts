import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { exploreQuerySchema, feedQuerySchema, type FeedQuery } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  respond,
  ZodValidationPipe,
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
  async timeline(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(feedQuerySchema)) query: FeedQuery,
  ) {
    return respond(await this.feed.feed(user, query));
  }

  @Get('explore')
  @UseGuards(OptionalJwtAuthGuard)
  async explore(
    @CurrentUser() user: AuthenticatedUser | null,
    @Query(new ZodValidationPipe(exploreQuerySchema)) query: z.output<typeof exploreQuerySchema>,
  ) {
    return respond(await this.feed.explore(user, query.limit));
  }

  @Get('stats')
  @UseGuards(JwtAuthGuard)
  async creatorStats(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.stats.of(user.id));
  }
}
