import { Controller, Get } from '@nestjs/common';
import { paymentAnalyticsSchema, reportQuerySchema, revenueReportSchema } from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  RequireRoles,
  respond,
  ValidQuery,
} from '@tessera/platform';
import { z } from 'zod';
import { ReportsService } from './reports.service';

@Controller('billing')
@RequireRoles('creator')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('reports/revenue')
  @ApiOperation({
    operationId: 'billingRevenueReport',
    summary: "The creator's revenue per period, oldest first",
    query: reportQuerySchema,
    responses: {
      200: { description: 'RevenueReportDto[]', data: z.array(revenueReportSchema) },
      400: 'Invalid period or count',
      403: 'Creators only',
    },
  })
  async revenue(
    @CurrentUser() user: AuthenticatedUser,
    @ValidQuery() query: z.output<typeof reportQuerySchema>,
  ) {
    return respond(await this.reports.revenue(user.id, query.period, query.count));
  }

  @Get('analytics')
  @ApiOperation({
    operationId: 'billingPaymentAnalytics',
    summary: "The creator's payment analytics",
    responses: {
      200: { description: 'PaymentAnalyticsDto', data: paymentAnalyticsSchema },
      403: 'Creators only',
    },
  })
  async analytics(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.reports.analytics(user.id));
  }
}
