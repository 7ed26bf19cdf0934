import { Controller, ForbiddenException, Get, UseGuards } from '@nestjs/common';
import {
  type AnalyticsQuery,
  analyticsParamsSchema,
  analyticsQuerySchema,
  analyticsSeriesSchema,
  type AnalyticsType,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import { ReadAnalyticsUseCase } from './read-analytics.usecase';

@Controller('analytics')
@UseGuards(JwtAuthGuard)
export class AnalyticsController {
  constructor(private readonly readAnalytics: ReadAnalyticsUseCase) {}

  @Get(':type')
  @ApiOperation({
    summary:
      "A creator's (or, for admins, the platform's) views, engagement, followers or revenue by day",
    operationId: 'analyticsSeries',
    params: analyticsParamsSchema,
    query: analyticsQuerySchema,
    responses: {
      200: { description: 'One value per day, oldest first', data: analyticsSeriesSchema },
      403: 'Analytics are for creators; the platform scope is for admins',
    },
  })
  async series(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('type') type: AnalyticsType,
    @ValidQuery() query: AnalyticsQuery,
  ) {
    if (query.scope === 'platform' && user.role !== 'admin') {
      throw new ForbiddenException("Only admins may read the platform's analytics");
    }
    if (query.scope === 'creator' && user.role !== 'creator') {
      throw new ForbiddenException('Analytics are for creators');
    }
    return respond(await this.readAnalytics.execute(user.id, type, query));
  }
}
