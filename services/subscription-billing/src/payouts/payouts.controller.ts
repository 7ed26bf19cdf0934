import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { adminPayoutRequestSchema, payoutRequestSchema } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  RequireRoles,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import type { z } from 'zod';
import { PayoutsService, toPayoutDto } from './payouts.service';

@Controller('billing')
@UseGuards(JwtAuthGuard)
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  @Get('payout-account')
  @RequireRoles('creator')
  async account(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.payouts.account(user.id));
  }

  @Post('payout-account')
  @RequireRoles('creator')
  async link(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.payouts.linkAccount(user.id));
  }

  @Get('payouts')
  @RequireRoles('creator')
  async list(@CurrentUser() user: AuthenticatedUser) {
    return respond((await this.payouts.list(user.id)).map(toPayoutDto));
  }

  @Post('payouts')
  @RequireRoles('creator')
  async request(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(payoutRequestSchema)) body: z.output<typeof payoutRequestSchema>,
  ) {
    return respond(toPayoutDto(await this.payouts.request(user.id, body.amountCents)));
  }

  @Post('admin/payouts')
  @RequireRoles('admin')
  async byAdmin(
    @Body(new ZodValidationPipe(adminPayoutRequestSchema))
    body: z.output<typeof adminPayoutRequestSchema>,
  ) {
    return respond(toPayoutDto(await this.payouts.byAdmin(body.creatorId, body.amountCents)));
  }
}
