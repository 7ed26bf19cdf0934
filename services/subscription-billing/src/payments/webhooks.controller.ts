import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Post,
  type RawBodyRequest,
  Req,
} from '@nestjs/common';
import { ApiOperation, respond } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PaymentProcessor } from '../processor/payment-processor';
import { ProcessorWebhooks } from './processor-webhooks';

export const INVALID_SIGNATURE = 'Invalid webhook signature';

/** The processor's events: signature and age verified over the exact bytes received. */
@Controller('billing/webhooks')
export class WebhooksController {
  constructor(
    private readonly processor: PaymentProcessor,
    private readonly webhooks: ProcessorWebhooks,
  ) {}

  /** The body is read raw, not parsed by a schema: the signature covers its exact bytes. */
  @Post('stripe')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'billingStripeWebhook',
    summary: "The processor's signed events",
    responses: {
      200: { description: '{ received: true }', data: z.object({ received: z.boolean() }) },
      400: INVALID_SIGNATURE,
    },
  })
  async stripe(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    if (!signature || !request.rawBody) throw new BadRequestException(INVALID_SIGNATURE);
    let event;
    try {
      event = this.processor.verifyWebhook(request.rawBody, signature);
    } catch {
      throw new BadRequestException(INVALID_SIGNATURE);
    }
    await this.webhooks.handle(event);
    return respond({ received: true });
  }
}
