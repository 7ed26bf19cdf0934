import { Controller, Get, NotFoundException, UseFilters, UseGuards } from '@nestjs/common';
import {
  realDataActivityQuerySchema,
  realDataBodies,
  type RealDataContentQuery,
  realDataContentQuerySchema,
  type RealDataCreatorsQuery,
  realDataCreatorsQuerySchema,
  realDataFeaturedQuerySchema,
  realDataTrendingQuerySchema,
  realDataUserParamsSchema,
  type RealDataUserSearchQuery,
  realDataUserSearchQuerySchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  OptionalJwtAuthGuard,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import { RealDataFailureFilter } from './real-data-failure.filter';
import { RealDataService } from './real-data.service';

const ok = <T extends object>(payload: T) => ({ success: true as const, ...payload });
/** The spec's real-data API (section 7): `success` beside the payload, never `data`. */
@Controller('real-data')
@UseGuards(OptionalJwtAuthGuard)
@UseFilters(RealDataFailureFilter)
export class RealDataController {
  constructor(private readonly realData: RealDataService) {}

  @Get('platform-stats')
  @ApiOperation({
    summary: 'Counts of members, creators, posts and subscriptions, and revenue in cents',
    operationId: 'realDataPlatformStats',
    responses: { 200: { description: '{ success, stats }', body: realDataBodies.platformStats } },
  })
  async platformStats() {
    return ok({ stats: await this.realData.platformStats() });
  }

  @Get('creators')
  @ApiOperation({
    summary: 'Creators, most followed first',
    operationId: 'realDataCreators',
    query: realDataCreatorsQuerySchema,
    responses: {
      200: { description: '{ success, creators, total }', body: realDataBodies.creators },
    },
  })
  async creators(@ValidQuery() query: RealDataCreatorsQuery) {
    return ok(await this.realData.creators(query.limit, query.offset));
  }

  @Get('featured-creators')
  @ApiOperation({
    summary: 'Verified and most followed creators',
    operationId: 'realDataFeaturedCreators',
    query: realDataFeaturedQuerySchema,
    responses: {
      200: { description: '{ success, creators }', body: realDataBodies.featuredCreators },
    },
  })
  async featured(@ValidQuery() query: { limit: number }) {
    return ok({ creators: await this.realData.featuredCreators(query.limit) });
  }

  @Get('content')
  @ApiOperation({
    summary: 'Posts, public first then newest; with includePrivate, also your own unpublished ones',
    operationId: 'realDataContent',
    query: realDataContentQuerySchema,
    responses: {
      200: { description: '{ success, content, total }', body: realDataBodies.content },
    },
  })
  async content(
    @CurrentUser() viewer: AuthenticatedUser | undefined,
    @ValidQuery() query: RealDataContentQuery,
  ) {
    return ok(await this.realData.content(query, viewer ?? null));
  }

  @Get('trending')
  @ApiOperation({
    summary: 'Posts with the most engagement lately',
    operationId: 'realDataTrending',
    query: realDataTrendingQuerySchema,
    responses: { 200: { description: '{ success, content }', body: realDataBodies.trending } },
  })
  async trending(
    @CurrentUser() viewer: AuthenticatedUser | undefined,
    @ValidQuery() query: { limit: number },
  ) {
    return ok({ content: await this.realData.trending(query.limit, viewer ?? null) });
  }

  @Get('search/users')
  @ApiOperation({
    summary: 'Creators by name or username; a blank query answers an empty list',
    operationId: 'realDataSearchUsers',
    query: realDataUserSearchQuerySchema,
    responses: { 200: { description: '{ success, users }', body: realDataBodies.users } },
  })
  async searchUsers(@ValidQuery() query: RealDataUserSearchQuery) {
    return ok({ users: await this.realData.searchUsers(query.q, query.limit) });
  }

  @Get('user/:id')
  @ApiOperation({
    summary: "A creator's public card",
    operationId: 'realDataUser',
    params: realDataUserParamsSchema,
    responses: {
      200: { description: '{ success, user }', body: realDataBodies.user },
      404: 'No such creator ({ success: false, user: null })',
    },
  })
  async user(@ValidParam('id') id: string) {
    const user = await this.realData.user(id);
    if (!user) throw new NotFoundException('User not found');
    return ok({ user });
  }

  @Get('recent-activity')
  @ApiOperation({
    summary: 'Creators joining and public posts appearing, newest first',
    operationId: 'realDataRecentActivity',
    query: realDataActivityQuerySchema,
    responses: { 200: { description: '{ success, activity }', body: realDataBodies.activity } },
  })
  async recentActivity(@ValidQuery() query: { limit: number }) {
    return ok({ activity: await this.realData.recentActivity(query.limit) });
  }
}
