import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  type AdminDisputeQuery,
  adminDisputeDetailSchema,
  adminDisputePageSchema,
  adminDisputeQuerySchema,
  type DisputeEvidenceRequest,
  disputeEvidenceRequestSchema,
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
import { BillingDisputesPort } from './billing-disputes.client';
import { ADMINS_ONLY } from '../admin-api/admin-responses';

const params = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid dispute id'),
});
const detail = {
  description: 'The dispute with its evidence pack',
  data: adminDisputeDetailSchema,
};

/** Payers' disputes, soonest deadline first, and answering one with its evidence; billing does both. */
@Controller('admin/disputes')
@RequireRoles('admin')
export class AdminDisputesController {
  constructor(private readonly billing: BillingDisputesPort) {}

  @Get()
  @ApiOperation({
    summary: 'Disputes, the soonest deadline first (needs_response, under_review, won, lost)',
    operationId: 'adminListDisputes',
    query: adminDisputeQuerySchema,
    responses: {
      200: { description: 'A page of disputes', data: adminDisputePageSchema },
      ...ADMINS_ONLY,
      503: 'Billing did not answer',
    },
  })
  async list(@ValidQuery() query: AdminDisputeQuery) {
    return respond(await this.billing.list(query));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One dispute with its evidence pack and the creator’s payout hold',
    operationId: 'adminGetDispute',
    params,
    responses: {
      200: detail,
      404: 'No such dispute',
      503: 'Billing did not answer',
      ...ADMINS_ONLY,
    },
  })
  async get(@ValidParam('id') id: string) {
    return respond(await this.billing.get(id));
  }

  @Post(':id/evidence')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Submit the evidence pack to the processor, with a note (audited; once)',
    operationId: 'adminSubmitDisputeEvidence',
    params,
    body: disputeEvidenceRequestSchema,
    responses: {
      200: detail,
      400: 'Invalid field, named in errors',
      404: 'No such dispute',
      409: 'Decided already, or past its deadline',
      503: 'Billing did not answer',
      ...ADMINS_ONLY,
    },
  })
  async submit(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: DisputeEvidenceRequest,
    @Req() http: FastifyRequest,
  ) {
    const actor = actorFields(adminActorFrom(admin, http));
    return respond(await this.billing.submitEvidence(id, { ...body, ...actor }));
  }
}
