import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import {
  changeTierRequestSchema,
  paymentIntentRequestSchema,
  planUpdateRequestSchema,
  subscribeRequestSchema,
  subscribersQuerySchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  RequireRoles,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import type { z } from 'zod';
import { billingIdSchema } from '../validation/billing-id.schema';
import { IdempotencyKey } from '../purchase-keys/idempotency-key.decorator';
import { SubscriptionLifecycle } from './subscription-lifecycle';
import { SubscriptionsService } from './subscriptions.service';

const idPipe = new ZodValidationPipe(billingIdSchema);

@Controller('subscriptions')
@UseGuards(JwtAuthGuard)
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly lifecycle: SubscriptionLifecycle,
  ) {}

  @Post('subscribe')
  async subscribe(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(subscribeRequestSchema))
    body: z.output<typeof subscribeRequestSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    const result = await this.subscriptions.subscribe(user, body, key);
    return respond(result, result.payment ? 'Payment processing' : 'Subscribed');
  }

  @Get('status')
  async status(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.lifecycle.status(user.id));
  }

  @Put('plan')
  async changePlan(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(planUpdateRequestSchema))
    body: z.output<typeof planUpdateRequestSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    return respond(await this.subscriptions.changePlan(user, body, key));
  }

  @Get('subscribers')
  @RequireRoles('creator')
  async subscribers(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(subscribersQuerySchema))
    query: z.output<typeof subscribersQuerySchema>,
  ) {
    return respond(
      await this.lifecycle.subscribers(user.id, query.page, query.limit, query.status),
    );
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    return respond(await this.lifecycle.cancel(user.id, id), 'Subscription canceled');
  }

  @Post(':id/resume')
  @HttpCode(200)
  async resume(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    return respond(await this.lifecycle.resume(user.id, id), 'Subscription resumed');
  }

  @Put(':id/tier')
  async changeTier(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodValidationPipe(changeTierRequestSchema))
    body: z.output<typeof changeTierRequestSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    return respond(await this.subscriptions.changeTier(user, id, body, key));
  }
}

/** Section 7's payment creation call, for a platform plan paid in the browser. */
@Controller('payments')
export class PaymentIntentsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post('intents')
  @UseGuards(JwtAuthGuard)
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(paymentIntentRequestSchema))
    body: z.output<typeof paymentIntentRequestSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    return respond(await this.subscriptions.createIntent(user, body, key));
  }
}
