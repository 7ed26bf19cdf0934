import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  RequireRoles,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import { z } from 'zod';
import { EarningsService } from './earnings.service';
import { TransactionsService } from './transactions.service';

const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

@Controller('billing')
@UseGuards(JwtAuthGuard)
export class EarningsController {
  constructor(
    private readonly earnings: EarningsService,
    private readonly transactions: TransactionsService,
  ) {}

  @Get('transactions')
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(pageQuerySchema)) query: z.output<typeof pageQuerySchema>,
  ) {
    return respond(await this.transactions.page(user.id, query.page, query.limit));
  }

  @Get('earnings')
  @RequireRoles('creator')
  async balance(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.earnings.earnings(user.id));
  }
}
