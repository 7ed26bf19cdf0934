import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  myVerificationRequestSchema,
  type SubmitVerificationRequest,
  submitVerificationRequestSchema,
  type VerificationDecisionRequest,
  verificationDecisionRequestSchema,
  type VerificationQueueQuery,
  verificationQueueQuerySchema,
  verificationRequestPageSchema,
  verificationRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  RequireRoles,
  requestContextOf,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DecideVerificationRequestUseCase } from './decide-verification-request.usecase';
import { presentVerificationRequest } from './verification-request.mapper';
import { VerificationRequestsRepository } from './verification-requests.repository';
import { VerificationServicesPort } from './verification-services.client';
import { SubmitVerificationRequestUseCase } from './submit-verification-request.usecase';
import { ADMINS_ONLY } from '../admin-api/admin-responses';

const SIGNED_IN = { 401: 'Sign in first', 403: 'Creators only' } as const;
const request = { description: 'The request', data: verificationRequestSchema };

/** A creator asks to be verified and follows their request. */
@Controller('verification')
@RequireRoles('creator')
export class CreatorVerificationController {
  constructor(
    private readonly requests: VerificationRequestsRepository,
    private readonly submit: SubmitVerificationRequestUseCase,
  ) {}

  @Post('requests')
  @ApiOperation({
    summary: 'Ask to be verified with documents uploaded with purpose=verification',
    operationId: 'submitVerificationRequest',
    body: submitVerificationRequestSchema,
    responses: {
      201: request,
      400: 'A required document missing, or an unknown document',
      409: 'A request is already under review',
      ...SIGNED_IN,
    },
  })
  async create(
    @CurrentUser() creator: AuthenticatedUser,
    @ValidBody() body: SubmitVerificationRequest,
    @Req() http: FastifyRequest,
  ) {
    const created = await this.submit.execute(creator.id, body, requestContextOf(http));
    return respond(await presentVerificationRequest(created, null));
  }

  @Get('requests/mine')
  @ApiOperation({
    summary: "The creator's latest request and where it stands",
    operationId: 'myVerificationRequest',
    responses: {
      200: { description: '{ request }', data: myVerificationRequestSchema },
      ...SIGNED_IN,
    },
  })
  async mine(@CurrentUser() creator: AuthenticatedUser) {
    const latest = await this.requests.latestOf(creator.id);
    return respond({ request: latest && (await presentVerificationRequest(latest, null)) });
  }
}

/** The verification queue admins work, with the documents behind short-lived links. */
@Controller('admin/verifications')
@RequireRoles('admin')
export class AdminVerificationsController {
  constructor(
    private readonly requests: VerificationRequestsRepository,
    private readonly services: VerificationServicesPort,
    private readonly decide: DecideVerificationRequestUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Verification requests, oldest first',
    operationId: 'adminListVerifications',
    query: verificationQueueQuerySchema,
    responses: {
      200: { description: 'A page of requests', data: verificationRequestPageSchema },
      ...ADMINS_ONLY,
    },
  })
  async list(@ValidQuery() query: VerificationQueueQuery) {
    const { items, total } = await this.requests.page(query);
    return respond({
      items: await Promise.all(
        items.map((item) => presentVerificationRequest(item, this.services)),
      ),
      page: query.page,
      limit: query.limit,
      total,
    });
  }

  @Post(':id/decision')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve or reject a request (notes required to reject)',
    operationId: 'adminDecideVerification',
    params: z.object({ id: z.uuid('Invalid request id') }),
    body: verificationDecisionRequestSchema,
    responses: {
      200: request,
      404: 'No such request',
      409: 'Already decided the other way',
      ...ADMINS_ONLY,
    },
  })
  async decision(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: VerificationDecisionRequest,
    @Req() http: FastifyRequest,
  ) {
    const decided = await this.decide.execute(id, admin.id, body, requestContextOf(http));
    return respond(await presentVerificationRequest(decided, this.services));
  }
}
