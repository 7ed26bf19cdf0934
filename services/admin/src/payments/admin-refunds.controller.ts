import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  type AdminRefundQuery,
  adminRefundQuerySchema,
  type AdminRefundRequest,
  adminRefundRequestSchema,
  type RefundApprovalRequest,
  refundApprovalRequestSchema,
  type RefundRejectionRequest,
  refundPageSchema,
  refundRejectionRequestSchema,
  refundSchema,
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
import { actorFields, adminActorFrom } from '../admin-api/admin-actor';
import { recordIdParams } from './admin-payments.controller';
import { BillingPaymentsPort } from './billing-payments.client';
import { ADMINS_ONLY } from '../admin-api/admin-responses';

const refund = { description: 'The refund', data: refundSchema };
const refusals = {
  400: 'Invalid field, named in errors',
  404: 'No such refund or payment',
  503: 'Billing did not answer',
  ...ADMINS_ONLY,
};

/**
 * Refunds: an admin's, at once up to the approval threshold and after a second admin above it,
 * and payers' requests waiting for an admin. Billing moves the money, posts the ledger, tells the
 * payer and audits each step with the admin's reason.
 */
@Controller('admin/refunds')
@RequireRoles('admin')
export class AdminRefundsController {
  constructor(private readonly billing: BillingPaymentsPort) {}

  @Get()
  @ApiOperation({
    summary: 'Refunds and refund requests, newest first, optionally of one status',
    operationId: 'adminListRefunds',
    query: adminRefundQuerySchema,
    responses: {
      200: { description: 'A page of refunds', data: refundPageSchema },
      ...ADMINS_ONLY,
    },
  })
  async list(@ValidQuery() query: AdminRefundQuery) {
    return respond(await this.billing.refunds(query));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Refund a payment whole or in part with a reason (the same request twice: one refund)',
    operationId: 'adminIssueRefund',
    body: adminRefundRequestSchema,
    responses: { 200: refund, ...refusals, 409: 'Nothing left to refund, or not refundable' },
  })
  async issue(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidBody() body: AdminRefundRequest,
    @Req() http: FastifyRequest,
  ) {
    const actor = actorFields(adminActorFrom(admin, http));
    return respond(await this.billing.issueRefund({ ...body, ...actor }));
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Grant a refund request, or approve a refund above the threshold as a second admin',
    operationId: 'adminApproveRefund',
    params: recordIdParams,
    body: refundApprovalRequestSchema,
    responses: {
      200: refund,
      ...refusals,
      403: 'Admins only, and never the admin who issued the refund',
      409: 'Not waiting for a decision',
    },
  })
  async approve(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: RefundApprovalRequest,
    @Req() http: FastifyRequest,
  ) {
    const actor = actorFields(adminActorFrom(admin, http));
    return respond(await this.billing.decideRefund(id, 'approve', { ...body, ...actor }));
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn down a refund request or a refund waiting for approval, with a reason',
    operationId: 'adminRejectRefund',
    params: recordIdParams,
    body: refundRejectionRequestSchema,
    responses: { 200: refund, ...refusals, 409: 'Not waiting for a decision' },
  })
  async reject(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: RefundRejectionRequest,
    @Req() http: FastifyRequest,
  ) {
    const actor = actorFields(adminActorFrom(admin, http));
    return respond(await this.billing.decideRefund(id, 'reject', { ...body, ...actor }));
  }
}
