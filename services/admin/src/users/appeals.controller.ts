import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  type AppealDecisionRequest,
  type AppealListQuery,
  appealDecisionSchema,
  appealListQuerySchema,
  appealSchema,
  paginatedSchema,
  type SubmitAppealRequest,
  submitAppealSchema,
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
import { adminActorFrom } from '../admin-api/admin-actor';
import { appealView } from './admin-user.mapper';
import { AdminUsersRepository } from './admin-users.repository';
import { AppealsRepository } from './appeals.repository';
import { DecideAppealUseCase } from './decide-appeal.usecase';
import { ALREADY_APPEALED, SubmitAppealUseCase } from './submit-appeal.usecase';

@Controller('admin/appeals')
@RequireRoles('admin')
export class AdminAppealsController {
  constructor(
    private readonly appeals: AppealsRepository,
    private readonly users: AdminUsersRepository,
    private readonly decideAppeal: DecideAppealUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Appeals against suspensions and bans, newest first',
    operationId: 'adminListAppeals',
    query: appealListQuerySchema,
    responses: {
      200: { description: 'A page of appeals', data: paginatedSchema(appealSchema) },
      401: 'Sign in first',
      403: 'Admins only',
    },
  })
  async list(@ValidQuery() query: AppealListQuery) {
    const { appeals, total } = await this.appeals.list(query.status, query.page, query.limit);
    const users = await this.users.findMany([...new Set(appeals.map((a) => a.userId))]);
    const names = new Map(users.map((user) => [user._id, user.username ?? null]));
    const items = appeals.map((appeal) => appealView(appeal, names.get(appeal.userId) ?? null));
    return respond({ items, page: query.page, limit: query.limit, total });
  }

  @Post(':id/decision')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Uphold the decision, or reinstate the account; the user is mailed the outcome',
    operationId: 'adminDecideAppeal',
    params: z.object({ id: z.uuid('Invalid appeal id') }),
    body: appealDecisionSchema,
    responses: {
      200: { description: 'The decided appeal', data: appealSchema },
      404: 'No such appeal',
      409: 'This appeal has already been decided',
      401: 'Sign in first',
      403: 'Admins only',
    },
  })
  async decide(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: AppealDecisionRequest,
    @Req() request: FastifyRequest,
  ) {
    const actor = adminActorFrom(admin, request);
    const appeal = await this.decideAppeal.execute(actor, id, body);
    return respond(appealView(appeal, null), 'Appeal decided');
  }
}

/** Where a suspended or banned user, who cannot sign in, appeals with the link they were mailed. */
@Controller('support/appeals')
export class SupportAppealsController {
  constructor(private readonly submitAppeal: SubmitAppealUseCase) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Appeal a suspension or ban once, with the token from the mail that announced it',
    operationId: 'submitAppeal',
    body: submitAppealSchema,
    responses: {
      201: { description: 'Received: { id }', data: z.object({ id: z.string() }) },
      400: 'Invalid token or message',
      404: 'This appeal link is not valid, or has expired',
      409: ALREADY_APPEALED,
    },
  })
  async submit(@ValidBody() body: SubmitAppealRequest, @Req() request: FastifyRequest) {
    return respond(
      await this.submitAppeal.execute(body, requestContextOf(request)),
      'Your appeal was received; we will write to you with the outcome',
    );
  }
}
