import { Controller, Get, Query } from '@nestjs/common';
import { reportQuerySchema } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  RequireRoles,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import type { z } from 'zod';
import { ReportsService } from './reports.service';

@Controller('billing')
@RequireRoles('creator')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('reports/revenue')
  async revenue(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(reportQuerySchema)) query: z.output<typeof reportQuerySchema>,
  ) {
    return respond(await this.reports.revenue(user.id, query.period, query.count));
  }

  @Get('analytics')
  async analytics(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.reports.analytics(user.id));
  }
}
