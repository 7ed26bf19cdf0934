import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  decideReportAppealSchema,
  type ReportAppealQuery,
  reportAppealItemSchema,
  reportAppealPageSchema,
  reportAppealQuerySchema,
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
import { DecideReportAppealUseCase } from './decide-report-appeal.usecase';
import type { QueueAppeal, QueueItem } from './queue-item.schema';
import { toReportAppealDto } from './report-appeal.mapper';
import { ReportQueueRepository } from './report-queue.repository';
import { ADMINS_ONLY } from '../admin-api/admin-responses';

/** Creators' appeals of report decisions, for admins to uphold or overturn. */
@Controller('admin/report-appeals')
@RequireRoles('admin')
export class ReportAppealsAdminController {
  constructor(
    private readonly queue: ReportQueueRepository,
    private readonly decideAppeal: DecideReportAppealUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Appeals of report decisions in one state, oldest first',
    operationId: 'adminListReportAppeals',
    query: reportAppealQuerySchema,
    responses: {
      200: { description: 'A page of appeals', data: reportAppealPageSchema },
      ...ADMINS_ONLY,
    },
  })
  async list(@ValidQuery() query: ReportAppealQuery) {
    const { items, total } = await this.queue.appealsPage(query);
    return respond({
      items: items.map((item) => toReportAppealDto(item as QueueItem & { appeal: QueueAppeal })),
      page: query.page,
      limit: query.limit,
      total,
    });
  }

  @Post(':id/decision')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Uphold an appeal’s decision, or overturn it and undo the action',
    operationId: 'adminDecideReportAppeal',
    params: z.object({ id: z.string().min(1).max(200) }),
    body: decideReportAppealSchema,
    responses: {
      200: { description: 'The appeal as decided', data: reportAppealItemSchema },
      404: 'No appeal on this report',
      409: 'Already decided',
      503: 'The owning service did not answer; nothing changed',
      ...ADMINS_ONLY,
    },
  })
  async decide(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof decideReportAppealSchema>,
    @Req() request: FastifyRequest,
  ) {
    const moderator = { id: admin.id, context: requestContextOf(request) };
    return respond(
      await this.decideAppeal.execute(id, moderator, body.decision, body.notes),
      body.decision === 'overturn' ? 'Appeal accepted; the action is undone' : 'Decision upheld',
    );
  }
}
