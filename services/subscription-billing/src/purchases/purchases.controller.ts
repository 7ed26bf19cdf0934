import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import {
  type TipRequest,
  tipRequestSchema,
  type UnlockRequest,
  unlockRequestSchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import { IdempotencyKey } from '../purchase-keys/idempotency-key.decorator';
import { PurchasesService } from './purchases.service';

@Controller('billing')
@UseGuards(JwtAuthGuard)
export class PurchasesController {
  constructor(private readonly purchases: PurchasesService) {}

  @Post('tips')
  async tip(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(tipRequestSchema)) body: TipRequest,
    @IdempotencyKey() key: string | undefined,
  ) {
    return respond(await this.purchases.tip(user.id, body, key));
  }

  @Post('unlocks')
  async unlock(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(unlockRequestSchema)) body: UnlockRequest,
    @IdempotencyKey() key: string | undefined,
  ) {
    return respond(await this.purchases.unlock(user.id, body, key));
  }
}
