import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  type AdminPayoutQuery,
  adminPayoutPageSchema,
  adminPayoutQuerySchema,
  adminPayoutSchema,
  type PayoutDecisionRequest,
  payoutDecisionRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  RequireRoles,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorFields, adminActorFrom } from '../admin-api/admin-actor';
import { BillingPayoutsPort } from './billing-payouts.client';
import { ADMINS_ONLY } from '../admin-api/admin-responses';

const params = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid payout id'),
});
const payout = { description: 'The payout', data: adminPayoutSchema };
const decisionRefusals = {
  400: 'A reason of at least 3 characters is required',
  404: 'No such payout',
  503: 'Billing did not answer',
  ...ADMINS_ONLY,
};

/** Every creator's payouts, and holding or releasing one with a reason; billing does both. */
@Controller('admin/payouts')
@RequireRoles('admin')
export class AdminPayoutsController {
  constructor(private readonly billing: BillingPayoutsPort) {}

  @Get()
  @ApiOperation({
    summary: 'Payouts of every creator, newest first (scheduled, held, paid, failed)',
    operationId: 'adminListPayouts',
    query: adminPayoutQuerySchema,
    responses: {
      200: { description: 'A page of payouts', data: adminPayoutPageSchema },
      ...ADMINS_ONLY,
    },
  })
  async list(@ValidQuery() query: AdminPayoutQuery) {
    return respond(await this.billing.list(query));
  }

  @Post(':id/hold')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Hold a scheduled payout with a reason (audited; again answers it as it is)',
    operationId: 'adminHoldPayout',
    params,
    body: payoutDecisionRequestSchema,
    responses: { 200: payout, ...decisionRefusals, 409: 'Not scheduled' },
  })
  async hold(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: PayoutDecisionRequest,
    @Req() http: FastifyRequest,
  ) {
    const actor = actorFields(adminActorFrom(admin, http));
    return respond(await this.billing.hold(id, { reason: body.reason, ...actor }));
  }

  @Post(':id/release')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Release a held payout with a reason; the weekly run then sends it (audited)',
    operationId: 'adminReleasePayout',
    params,
    body: payoutDecisionRequestSchema,
    responses: {
      200: payout,
      ...decisionRefusals,
      409: 'Not held, or its creator may not be paid yet (the cause is named)',
    },
  })
  async release(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: PayoutDecisionRequest,
    @Req() http: FastifyRequest,
  ) {
    const actor = actorFields(adminActorFrom(admin, http));
    return respond(await this.billing.release(id, { reason: body.reason, ...actor }));
  }
}
