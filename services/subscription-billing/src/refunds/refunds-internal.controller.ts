import { Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  type AdminRefundQuery,
  adminRefundQuerySchema,
  type InternalRefundDecision,
  internalRefundDecisionSchema,
  type InternalRefundRequest,
  internalRefundRequestSchema,
  refundPageSchema,
  refundSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  OutsideApi,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { billingIdSchema } from '../validation/billing-id.schema';
import { ApproveRefundUseCase } from './approve-refund.usecase';
import { adminContextOf } from './internal-actor-context';
import { IssueRefundUseCase } from './issue-refund.usecase';
import { RejectRefundUseCase } from './reject-refund.usecase';
import { toRefundDto } from './refund-dto';
import { RefundsRepository } from './refunds.repository';

const params = z.object({ id: billingIdSchema });
const refund = { description: 'The refund', data: refundSchema };
const refusals = {
  400: 'Invalid field, named in errors',
  401: 'Missing or wrong internal token',
  404: 'Refund or payment not found',
};

/**
 * Refunds as admins issue and decide them, asked for by the admin service (which checked the role
 * and holds the internal token). Served at `/internal/...`, outside the gateway's `/api`. These
 * are the only routes through which an admin's refund moves money.
 */
@OutsideApi()
@Controller('internal/refunds')
@UseGuards(InternalCallGuard)
export class RefundsInternalController {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly issueRefund: IssueRefundUseCase,
    private readonly approveRefund: ApproveRefundUseCase,
    private readonly rejectRefund: RejectRefundUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Refunds and refund requests, newest first, optionally of one status',
    query: adminRefundQuerySchema,
    responses: { 200: { description: 'A page of refunds', data: refundPageSchema } },
  })
  async list(@ValidQuery() query: AdminRefundQuery) {
    const found = await this.refunds.page(query.status, query.page, query.limit);
    return respond({ ...found, items: found.items.map(toRefundDto) });
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Refund a payment, whole or in part, with the admin’s reason (same request: one refund)',
    body: internalRefundRequestSchema,
    responses: { 200: refund, ...refusals, 409: 'Nothing left to refund, or not refundable' },
  })
  async issue(@ValidBody() body: InternalRefundRequest, @Req() request: FastifyRequest) {
    return respond(
      toRefundDto(await this.issueRefund.execute(body, adminContextOf(body, request))),
    );
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve a refund request, or a refund above the threshold as a second admin',
    params,
    body: internalRefundDecisionSchema,
    responses: {
      200: refund,
      ...refusals,
      403: 'The admin who issued it cannot approve it',
      409: 'Not waiting for a decision',
    },
  })
  async approve(
    @ValidParam('id') id: string,
    @ValidBody() body: InternalRefundDecision,
    @Req() request: FastifyRequest,
  ) {
    const approved = await this.approveRefund.execute(id, body, adminContextOf(body, request));
    return respond(toRefundDto(approved));
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn down a refund request or a refund waiting for approval, with a reason',
    params,
    body: internalRefundDecisionSchema,
    responses: { 200: refund, ...refusals, 409: 'Not waiting for a decision' },
  })
  async reject(
    @ValidParam('id') id: string,
    @ValidBody() body: InternalRefundDecision,
    @Req() request: FastifyRequest,
  ) {
    const rejected = await this.rejectRefund.execute(id, body, adminContextOf(body, request));
    return respond(toRefundDto(rejected));
  }
}
