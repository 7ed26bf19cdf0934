import { Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  type AdminPayoutQuery,
  adminPayoutPageSchema,
  adminPayoutQuerySchema,
  adminPayoutSchema,
  type InternalPayoutDecision,
  internalPayoutDecisionSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  OutsideApi,
  type RequestContext,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UserDirectory } from '../directory/user-directory';
import { HoldPayoutUseCase } from './hold-payout.usecase';
import { billingStatusOf, toAdminPayoutDto } from './payout-dto';
import type { Payout } from './payout.schema';
import { PayoutsRepository } from './payouts.repository';
import { ReleasePayoutUseCase } from './release-payout.usecase';

const params = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid payout id'),
});
const payout = { description: 'The payout as admins see it', data: adminPayoutSchema };
const refusals = {
  400: 'Invalid field, named in errors',
  401: 'Missing or wrong internal token',
  404: 'Payout not found',
};

/** The admin's own address and browser, as the admin service saw them, for the audit entry. */
function adminContextOf(body: InternalPayoutDecision, request: FastifyRequest): RequestContext {
  return {
    ipAddress: body.actorIp ?? '',
    userAgent: body.actorUserAgent ?? '',
    requestId: String(request.id),
  };
}

/**
 * Payouts as admins see and steer them, asked for by the admin service (which checked the role
 * and holds the shared internal token). Served at `/internal/...`, outside the gateway's `/api`.
 */
@OutsideApi()
@Controller('internal/payouts')
@UseGuards(InternalCallGuard)
export class PayoutsInternalController {
  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly directory: UserDirectory,
    private readonly holdPayout: HoldPayoutUseCase,
    private readonly releasePayout: ReleasePayoutUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Every creator’s payouts, newest first, optionally of one status',
    query: adminPayoutQuerySchema,
    responses: { 200: { description: 'A page of payouts', data: adminPayoutPageSchema } },
  })
  async list(@ValidQuery() query: AdminPayoutQuery) {
    const status = query.status && billingStatusOf(query.status);
    const found = await this.payouts.page(status, query.page, query.limit);
    return respond({
      ...found,
      items: await Promise.all(found.items.map((item) => this.present(item))),
    });
  }

  @Post(':id/hold')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Hold a scheduled payout with the admin’s reason (again: answers it as it is)',
    params,
    body: internalPayoutDecisionSchema,
    responses: { 200: payout, ...refusals, 409: 'Not scheduled' },
  })
  async hold(
    @ValidParam('id') id: string,
    @ValidBody() body: InternalPayoutDecision,
    @Req() request: FastifyRequest,
  ) {
    return respond(
      await this.present(await this.holdPayout.execute(id, body, adminContextOf(body, request))),
    );
  }

  @Post(':id/release')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Schedule a held payout again with the admin’s reason',
    params,
    body: internalPayoutDecisionSchema,
    responses: { 200: payout, ...refusals, 409: 'Not held, or its creator may not be paid yet' },
  })
  async release(
    @ValidParam('id') id: string,
    @ValidBody() body: InternalPayoutDecision,
    @Req() request: FastifyRequest,
  ) {
    const released = await this.releasePayout.execute(id, body, adminContextOf(body, request));
    return respond(await this.present(released));
  }

  private async present(item: Payout) {
    const creator = await this.directory.find(item.creatorId);
    return toAdminPayoutDto(item, creator?.displayName ?? creator?.username ?? null);
  }
}
