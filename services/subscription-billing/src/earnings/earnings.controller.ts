import { Controller, Get, UseGuards } from '@nestjs/common';
import { earningsSchema, transactionPageSchema } from '@tessera/contracts';
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
  @ApiOperation({
    operationId: 'billingListTransactions',
    summary: "The signed-in user's payments and payouts, newest first",
    query: pageQuerySchema,
    responses: {
      200: { description: 'Page of TransactionDto', data: transactionPageSchema },
      400: 'Invalid page',
    },
  })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @ValidQuery() query: z.output<typeof pageQuerySchema>,
  ) {
    return respond(await this.transactions.page(user.id, query.page, query.limit));
  }

  @Get('earnings')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'billingEarnings',
    summary: "The creator's balance and daily earnings of the last 30 days",
    responses: { 200: { description: 'EarningsDto', data: earningsSchema }, 403: 'Creators only' },
  })
  async balance(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.earnings.earnings(user.id));
  }
}
