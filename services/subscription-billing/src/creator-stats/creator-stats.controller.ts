import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import {
  creatorEarningsSummarySchema,
  creatorSubscriberPageSchema,
  creatorSubscribersQuerySchema,
  subscriberChangesSchema,
  topFansSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  RequireRoles,
  respond,
  ValidQuery,
} from '@tessera/platform';
import { z } from 'zod';
import { CountSubscriberChangesUseCase } from './count-subscriber-changes.usecase';
import { ExportSubscribersCsvUseCase } from './export-subscribers-csv.usecase';
import { ListSubscribersUseCase } from './list-subscribers.usecase';
import { RankTopFansUseCase } from './rank-top-fans.usecase';
import { SummarizeEarningsUseCase } from './summarize-earnings.usecase';

/** The creator studio's figures; each answers for the signed-in creator and no one else. */
@Controller('billing/creator-stats')
@UseGuards(JwtAuthGuard)
export class CreatorStatsController {
  constructor(
    private readonly summarizeEarnings: SummarizeEarningsUseCase,
    private readonly countSubscriberChanges: CountSubscriberChangesUseCase,
    private readonly rankTopFans: RankTopFansUseCase,
    private readonly listSubscribers: ListSubscribersUseCase,
    private readonly exportSubscribers: ExportSubscribersCsvUseCase,
  ) {}

  @Get('earnings')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'creatorStatsEarnings',
    summary: 'Net earnings today and this month (UTC) by subscriptions, tips and pay-per-view',
    responses: {
      200: { description: 'CreatorEarningsSummaryDto', data: creatorEarningsSummarySchema },
      403: 'Creators only',
    },
  })
  async earnings(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.summarizeEarnings.execute(user.id));
  }

  @Get('subscriber-changes')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'creatorStatsSubscriberChanges',
    summary: 'New and lost subscribers today and this month (UTC)',
    responses: {
      200: { description: 'SubscriberChangesDto', data: subscriberChangesSchema },
      403: 'Creators only',
    },
  })
  async subscriberChanges(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.countSubscriberChanges.execute(user.id));
  }

  @Get('top-fans')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'creatorStatsTopFans',
    summary: 'The ten fans who paid the creator the most in all',
    responses: { 200: { description: 'TopFansDto', data: topFansSchema }, 403: 'Creators only' },
  })
  async topFans(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.rankTopFans.execute(user.id));
  }

  @Get('subscribers')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'creatorStatsSubscribers',
    summary: "The creator's subscribers with names, tier, since, status and lifetime spend",
    query: creatorSubscribersQuerySchema,
    responses: {
      200: { description: 'Page of CreatorSubscriberDto', data: creatorSubscriberPageSchema },
      403: 'Creators only',
    },
  })
  async subscribers(
    @CurrentUser() user: AuthenticatedUser,
    @ValidQuery() query: z.output<typeof creatorSubscribersQuerySchema>,
  ) {
    return respond(await this.listSubscribers.execute(user.id, query.page, query.limit));
  }

  @Get('subscribers.csv')
  @RequireRoles('creator')
  @Header('cache-control', 'no-store')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="subscribers.csv"')
  @ApiOperation({
    operationId: 'creatorStatsSubscribersCsv',
    summary: "The creator's whole subscriber list as CSV (text/csv)",
    responses: {
      200: {
        description:
          'CSV: Name, Username, Tier, Status, Subscribed since, Lifetime spend, Currency',
        body: z.string(),
      },
      403: 'Creators only',
    },
  })
  async subscribersCsv(@CurrentUser() user: AuthenticatedUser): Promise<string> {
    return this.exportSubscribers.execute(user.id);
  }
}
