import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Post,
  type RawBodyRequest,
  Req,
} from '@nestjs/common';
import { respond } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
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

  @Post('stripe')
  @HttpCode(200)
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
