import { Controller, Post, UseGuards } from '@nestjs/common';
import {
  type TipRequest,
  tipRequestSchema,
  type UnlockRequest,
  unlockRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ValidBody,
} from '@tessera/platform';
import { paymentResponse } from '../payments/payments.api-responses';
import { IdempotencyKey } from '../purchase-keys/idempotency-key.decorator';
import { keyReusedResponse } from '../purchase-keys/purchase-keys.api-responses';
import { TipCreatorUseCase } from './tip-creator.usecase';
import { UnlockItemUseCase } from './unlock-item.usecase';

@Controller('billing')
@UseGuards(JwtAuthGuard)
export class PurchasesController {
  constructor(
    private readonly tipCreator: TipCreatorUseCase,
    private readonly unlockItem: UnlockItemUseCase,
  ) {}

  @Post('tips')
  @ApiOperation({
    operationId: 'billingTipCreator',
    summary: 'Tip a creator with the saved card',
    body: tipRequestSchema,
    responses: {
      201: paymentResponse,
      400: 'Invalid amount, tipping oneself or no payment method',
      404: 'Creator or payment method not found',
      409: 'expectedAmountCents is not the amount (body has currentAmountCents), or a request with the same Idempotency-Key is still being processed',
      ...keyReusedResponse,
    },
  })
  async tip(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: TipRequest,
    @IdempotencyKey() key: string | undefined,
  ) {
    return respond(await this.tipCreator.execute(user.id, body, key));
  }

  @Post('unlocks')
  @ApiOperation({
    operationId: 'billingUnlockContent',
    summary: "Buy a post at its creator's price (messages: not sold yet)",
    body: unlockRequestSchema,
    responses: {
      201: paymentResponse,
      400: 'The post is not for sale, or no payment method',
      403: 'Your own post',
      404: 'Content or message not found',
      409: 'Already unlocked, an unlock is in progress, or the price is no longer expectedAmountCents (body has currentAmountCents)',
      ...keyReusedResponse,
    },
  })
  async unlock(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: UnlockRequest,
    @IdempotencyKey() key: string | undefined,
  ) {
    return respond(await this.unlockItem.execute(user.id, body, key));
  }
}
