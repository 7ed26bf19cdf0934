import { Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  type AdminDisputeQuery,
  adminDisputeDetailSchema,
  adminDisputePageSchema,
  adminDisputeQuerySchema,
  type InternalDisputeEvidence,
  internalDisputeEvidenceSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  notFound,
  OutsideApi,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PayoutHolds } from '../payouts/payout-holds';
import type { Dispute } from './dispute.schema';
import { toAdminDisputeDetailDto, toAdminDisputeDto } from './dispute-dto';
import { DisputesRepository } from './disputes.repository';
import { EvidencePackGatherer } from './evidence-pack-gatherer';
import { DISPUTE_NOT_FOUND, SubmitDisputeEvidenceUseCase } from './submit-dispute-evidence.usecase';

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

/**
 * Disputes as admins see and answer them, asked for by the admin service (which checked the role
 * and holds the shared internal token). Served at `/internal/...`, outside the gateway's `/api`.
 */
@OutsideApi()
@Controller('internal/disputes')
@UseGuards(InternalCallGuard)
export class DisputesInternalController {
  constructor(
    private readonly disputes: DisputesRepository,
    private readonly gatherer: EvidencePackGatherer,
    private readonly holds: PayoutHolds,
    private readonly submitEvidence: SubmitDisputeEvidenceUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Disputes, the soonest deadline first, optionally of one status',
    query: adminDisputeQuerySchema,
    responses: { 200: { description: 'A page of disputes', data: adminDisputePageSchema } },
  })
  async list(@ValidQuery() query: AdminDisputeQuery) {
    const found = await this.disputes.page(query.status, query.page, query.limit);
    return respond({ ...found, items: found.items.map(toAdminDisputeDto) });
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One dispute with its evidence pack (as submitted, or gathered now)',
    params,
    responses: { 200: detail, 401: 'Missing or wrong internal token', 404: DISPUTE_NOT_FOUND },
  })
  async get(@ValidParam('id') id: string) {
    const dispute = await this.disputes.findById(id);
    if (!dispute) throw notFound(DISPUTE_NOT_FOUND);
    return respond(await this.present(dispute));
  }

  @Post(':id/evidence')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Submit the evidence pack to the processor with the admin’s note (once)',
    params,
    body: internalDisputeEvidenceSchema,
    responses: {
      200: detail,
      400: 'Invalid field, named in errors',
      401: 'Missing or wrong internal token',
      404: DISPUTE_NOT_FOUND,
      409: 'Decided already, or past its deadline',
    },
  })
  async submit(
    @ValidParam('id') id: string,
    @ValidBody() body: InternalDisputeEvidence,
    @Req() request: FastifyRequest,
  ) {
    const submitted = await this.submitEvidence.execute(id, body, {
      ipAddress: body.actorIp ?? '',
      userAgent: body.actorUserAgent ?? '',
      requestId: String(request.id),
    });
    return respond(await this.present(submitted));
  }

  private async present(dispute: Dispute) {
    const [evidence, hold] = await Promise.all([
      dispute.evidence ?? this.gatherer.gather(dispute),
      dispute.creatorId ? this.holds.of(dispute.creatorId) : null,
    ]);
    return toAdminDisputeDetailDto(dispute, evidence, hold);
  }
}
