import { Controller, Get, Post, UseGuards } from '@nestjs/common';
import {
  adminPayoutRequestSchema,
  payoutAccountSchema,
  payoutRequestSchema,
  payoutSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  type DataResponseDoc,
  JwtAuthGuard,
  RequireRoles,
  respond,
  ValidBody,
} from '@tessera/platform';
import { z } from 'zod';
import { LinkPayoutAccountUseCase } from './link-payout-account.usecase';
import { toPayoutAccountDto } from './payout-account-state';
import { PayoutAccountsRepository } from './payout-accounts.repository';
import { toPayoutDto } from './payout-dto';
import { PayoutsRepository } from './payouts.repository';
import { RequestPayoutUseCase } from './request-payout.usecase';
import { SendAdminPayoutUseCase } from './send-admin-payout.usecase';

const payoutResponse: DataResponseDoc = { description: 'PayoutDto', data: payoutSchema };
const accountResponse: DataResponseDoc = {
  description: 'PayoutAccountDto',
  data: payoutAccountSchema,
};
const payoutRefusals = {
  400: 'No payout account, below the minimum or above the available balance',
  409: 'Another payout is being prepared',
};

@Controller('billing')
@UseGuards(JwtAuthGuard)
export class PayoutsController {
  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly accounts: PayoutAccountsRepository,
    private readonly linkPayoutAccount: LinkPayoutAccountUseCase,
    private readonly requestPayout: RequestPayoutUseCase,
    private readonly sendAdminPayout: SendAdminPayoutUseCase,
  ) {}

  @Get('payout-account')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'billingGetPayoutAccount',
    summary: "The creator's payout account",
    responses: { 200: accountResponse, 403: 'Creators only' },
  })
  async account(@CurrentUser() user: AuthenticatedUser) {
    return respond(toPayoutAccountDto(await this.accounts.find(user.id)));
  }

  @Post('payout-account')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'billingCreatePayoutAccount',
    summary: 'Create the payout account and its onboarding link',
    responses: { 201: accountResponse, 403: 'Creators only' },
  })
  async link(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.linkPayoutAccount.execute(user.id));
  }

  @Get('payouts')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'billingListPayouts',
    summary: "The creator's payouts, newest first",
    responses: {
      200: { description: 'PayoutDto[]', data: z.array(payoutSchema) },
      403: 'Creators only',
    },
  })
  async list(@CurrentUser() user: AuthenticatedUser) {
    return respond((await this.payouts.ofCreator(user.id)).map(toPayoutDto));
  }

  @Post('payouts')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'billingRequestPayout',
    summary: 'Request a payout (1 % fee, sent 7 days later)',
    body: payoutRequestSchema,
    responses: { 201: payoutResponse, ...payoutRefusals, 403: 'Creators only' },
  })
  async request(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: z.output<typeof payoutRequestSchema>,
  ) {
    return respond(toPayoutDto(await this.requestPayout.execute(user.id, body.amountCents)));
  }

  @Post('admin/payouts')
  @RequireRoles('admin')
  @ApiOperation({
    operationId: 'billingPayCreatorOut',
    summary: 'Pay a creator out now (admins; 5 % fee)',
    body: adminPayoutRequestSchema,
    responses: {
      201: payoutResponse,
      ...payoutRefusals,
      403: 'Admins only',
      404: 'Creator not found',
    },
  })
  async byAdmin(@ValidBody() body: z.output<typeof adminPayoutRequestSchema>) {
    return respond(
      toPayoutDto(await this.sendAdminPayout.execute(body.creatorId, body.amountCents)),
    );
  }
}
