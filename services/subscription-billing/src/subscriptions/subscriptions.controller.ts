import { Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  changeTierRequestSchema,
  paymentIntentRequestSchema,
  paymentIntentSchema,
  planUpdateRequestSchema,
  subscribeRequestSchema,
  subscribeResultSchema,
  subscriberPageSchema,
  subscribersQuerySchema,
  subscriptionSchema,
  subscriptionStatusSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  ApiTag,
  type AuthenticatedUser,
  CurrentUser,
  type DataResponseDoc,
  JwtAuthGuard,
  RequireRoles,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import { z } from 'zod';
import { billingIdSchema } from '../validation/billing-id.schema';
import { IdempotencyKey } from '../purchase-keys/idempotency-key.decorator';
import { keyReusedResponse } from '../purchase-keys/purchase-keys.api-responses';
import { CancelSubscriptionUseCase } from './cancel-subscription.usecase';
import { ChangePlanUseCase } from './change-plan.usecase';
import { ChangeSubscriptionTierUseCase } from './change-subscription-tier.usecase';
import { CreatePlanPaymentIntentUseCase } from './create-plan-payment-intent.usecase';
import { ResumeSubscriptionUseCase } from './resume-subscription.usecase';
import { StartSubscriptionUseCase } from './start-subscription.usecase';
import { SubscriptionReads } from './subscription-reads';

const subscriptionParams = z.object({ id: billingIdSchema });
const resultResponse: DataResponseDoc = {
  description: 'SubscribeResultDto',
  data: subscribeResultSchema,
};
const subscriptionResponse: DataResponseDoc = {
  description: 'SubscriptionDto',
  data: subscriptionSchema,
};
const subscriptionEnded = { 404: 'Subscription not found', 409: 'Subscription has ended' };

@Controller('subscriptions')
@UseGuards(JwtAuthGuard)
export class SubscriptionsController {
  constructor(
    private readonly startSubscription: StartSubscriptionUseCase,
    private readonly changePlanUseCase: ChangePlanUseCase,
    private readonly changeTierUseCase: ChangeSubscriptionTierUseCase,
    private readonly cancelSubscription: CancelSubscriptionUseCase,
    private readonly resumeSubscription: ResumeSubscriptionUseCase,
    private readonly reads: SubscriptionReads,
  ) {}

  @Post('subscribe')
  @ApiOperation({
    summary: "Subscribe to a platform plan or a creator's tier",
    body: subscribeRequestSchema,
    responses: {
      201: resultResponse,
      400: 'Not sellable to you (yourself, not a creator, inactive tier), or no payment method',
      404: 'Tier or payment method not found',
      409: 'Already subscribed, or the price is no longer expectedAmountCents (body has currentAmountCents)',
      ...keyReusedResponse,
    },
  })
  async subscribe(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: z.output<typeof subscribeRequestSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    const result = await this.startSubscription.execute(user, body, key);
    return respond(result, result.payment ? 'Payment processing' : 'Subscribed');
  }

  @Get('status')
  @ApiOperation({
    summary: "The viewer's plan and creator subscriptions",
    responses: { 200: { description: 'SubscriptionStatusDto', data: subscriptionStatusSchema } },
  })
  async status(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.reads.status(user.id));
  }

  @Put('plan')
  @ApiOperation({
    summary: 'Change the platform plan: a free one now, a paid one once paid',
    body: planUpdateRequestSchema,
    responses: {
      200: resultResponse,
      400: 'Not a plan for your role, or no payment method',
      404: 'Tier not found',
      409: 'Already your plan, a renewal is being charged, or the price is no longer expectedAmountCents (body has currentAmountCents)',
      ...keyReusedResponse,
    },
  })
  async changePlan(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: z.output<typeof planUpdateRequestSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    return respond(await this.changePlanUseCase.execute(user, body, key));
  }

  @Get('subscribers')
  @RequireRoles('creator')
  @ApiOperation({
    summary: "The creator's subscribers",
    query: subscribersQuerySchema,
    responses: {
      200: { description: 'subscriberPage', data: subscriberPageSchema },
      403: 'Creators only',
    },
  })
  async subscribers(
    @CurrentUser() user: AuthenticatedUser,
    @ValidQuery() query: z.output<typeof subscribersQuerySchema>,
  ) {
    return respond(await this.reads.subscribers(user.id, query.page, query.limit, query.status));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel at the end of the period',
    params: subscriptionParams,
    responses: { 200: subscriptionResponse, ...subscriptionEnded },
  })
  async cancel(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.cancelSubscription.execute(user.id, id), 'Subscription canceled');
  }

  @Post(':id/resume')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Resume a cancelled subscription before its period ends',
    params: subscriptionParams,
    responses: { 200: subscriptionResponse, ...subscriptionEnded },
  })
  async resume(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.resumeSubscription.execute(user.id, id), 'Subscription resumed');
  }

  @Put(':id/tier')
  @ApiOperation({
    summary: "Move to another of the creator's tiers, charged now",
    params: subscriptionParams,
    body: changeTierRequestSchema,
    responses: {
      200: resultResponse,
      400: 'Tier inactive, or no payment method',
      404: 'Subscription or tier not found',
      409: 'Already on this tier, a renewal is being charged, or the price is no longer expectedAmountCents (body has currentAmountCents)',
      ...keyReusedResponse,
    },
  })
  async changeTier(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof changeTierRequestSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    return respond(await this.changeTierUseCase.execute(user, id, body, key));
  }
}

/** Section 7's payment creation call, for a platform plan paid in the browser. */
@Controller('payments')
@ApiTag('subscriptions')
export class PaymentIntentsController {
  constructor(private readonly createPlanPaymentIntent: CreatePlanPaymentIntentUseCase) {}

  @Post('intents')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'subscriptionsCreatePaymentIntent',
    summary: "Start the browser's payment of a platform plan; the amount must be its price",
    body: paymentIntentRequestSchema,
    responses: {
      201: { description: 'PaymentIntentDto', data: paymentIntentSchema },
      400: 'Amount is not the price, plan is free, or not a plan for your role',
      404: 'Tier not found',
      409: 'Already your plan, or a renewal is being charged',
      ...keyReusedResponse,
    },
  })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: z.output<typeof paymentIntentRequestSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    return respond(await this.createPlanPaymentIntent.execute(user, body, key));
  }
}
