import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import {
  ApiOperation,
  InternalCallGuard,
  notFound,
  OutsideApi,
  respond,
  SERVICE_CONFIG,
  ValidBody,
  ValidParam,
} from '@tessera/platform';
import { z } from 'zod';
import type { BillingConfig } from '../config/billing-config';
import { LocalWebhookEmitter } from './local-webhook-emitter';

export const NOT_LOCAL = 'Only the local processor takes dispute outcomes';

const params = z.object({
  id: z
    .string()
    .trim()
    .regex(/^dp_[A-Za-z0-9_]+$/, 'Invalid dispute id'),
});
const outcomeSchema = z.strictObject({ outcome: z.enum(['won', 'lost']) });

/**
 * The local processor's stand-in for the payer's bank: Stripe decides a dispute on its own, the
 * local processor when told to here (by a test or an operator), and reports it by webhook as Stripe
 * would. With Stripe as the processor the route answers 404. Served at `/internal/...`, outside
 * the gateway's `/api`.
 */
@OutsideApi()
@Controller('internal/local-processor/disputes')
@UseGuards(InternalCallGuard)
export class LocalDisputeOutcomesController {
  constructor(
    private readonly emitter: LocalWebhookEmitter,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  @Post(':id/outcome')
  @HttpCode(202)
  @ApiOperation({
    summary: "The bank's decision on a dispute, reported as a `charge.dispute.closed` webhook",
    params,
    body: outcomeSchema,
    responses: {
      202: { description: 'The webhook is on its way', data: z.object({ queued: z.boolean() }) },
      400: 'Invalid field, named in errors',
      401: 'Missing or wrong internal token',
      404: NOT_LOCAL,
    },
  })
  async decide(@ValidParam('id') id: string, @ValidBody() body: z.output<typeof outcomeSchema>) {
    if (this.config.PAYMENT_PROCESSOR !== 'local') throw notFound(NOT_LOCAL);
    await this.emitter.reportDisputeClosed(id, body.outcome);
    return respond({ queued: true });
  }
}
