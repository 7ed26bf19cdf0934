import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  bulkReviewResultSchema,
  bulkReviewSchema,
  claimReportSchema,
  queueItemSchema,
  queuePageSchema,
  type QueueQuery,
  queueQuerySchema,
  reportNoteSchema,
  resolveReportSchema,
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
import { AddReportNoteUseCase } from './add-report-note.usecase';
import { ClaimReportUseCase } from './claim-report.usecase';
import { DecideReviewsUseCase } from './decide-reviews.usecase';
import type { Moderator } from './moderator';
import { toQueueItemDto } from './queue-item.mapper';
import { ReportQueueRepository } from './report-queue.repository';
import { ResolveReportUseCase } from './resolve-report.usecase';
import { ADMINS_ONLY } from '../admin-api/admin-responses';

const itemParams = z.object({ id: z.string().min(1).max(128) });
const itemResponse = { description: 'The item', data: queueItemSchema };

const moderatorOf = (admin: AuthenticatedUser, request: FastifyRequest): Moderator => ({
  id: admin.id,
  context: requestContextOf(request),
});

/** The moderation queue: reports and posts awaiting review, worked by severity then age. */
@Controller('admin')
@RequireRoles('admin')
export class ReportsController {
  constructor(
    private readonly queue: ReportQueueRepository,
    private readonly claimReport: ClaimReportUseCase,
    private readonly addNote: AddReportNoteUseCase,
    private readonly resolveReport: ResolveReportUseCase,
    private readonly decideReviews: DecideReviewsUseCase,
  ) {}

  @Get('reports')
  @ApiOperation({
    summary: 'The moderation queue, most severe and oldest first',
    operationId: 'adminListReports',
    query: queueQuerySchema,
    responses: {
      200: { description: 'A page of the queue', data: queuePageSchema },
      ...ADMINS_ONLY,
    },
  })
  async list(@ValidQuery() query: QueueQuery) {
    const { items, total } = await this.queue.page(query);
    return respond({
      items: items.map(toQueueItemDto),
      page: query.page,
      limit: query.limit,
      total,
    });
  }

  @Post('reports/:id/claim')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Take an item, or hand it to another admin',
    operationId: 'adminClaimReport',
    params: itemParams,
    body: claimReportSchema,
    responses: { 200: itemResponse, 404: 'No such item', 409: 'Already resolved', ...ADMINS_ONLY },
  })
  async claim(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof claimReportSchema>,
    @Req() request: FastifyRequest,
  ) {
    const item = await this.claimReport.execute(id, moderatorOf(admin, request), body.assigneeId);
    return respond(item, 'Claimed');
  }

  @Post('reports/:id/notes')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Add a note for the other moderators',
    operationId: 'adminAddReportNote',
    params: itemParams,
    body: reportNoteSchema,
    responses: { 201: itemResponse, 404: 'No such item', ...ADMINS_ONLY },
  })
  async note(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof reportNoteSchema>,
    @Req() request: FastifyRequest,
  ) {
    return respond(await this.addNote.execute(id, moderatorOf(admin, request), body.body), 'Noted');
  }

  @Post('reports/:id/resolve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Settle a report: dismiss, remove the content, warn or suspend its creator',
    operationId: 'adminResolveReport',
    params: itemParams,
    body: resolveReportSchema,
    responses: {
      200: itemResponse,
      400: 'The action does not fit this item',
      404: 'No such item',
      409: 'Already resolved',
      503: 'The owning service did not answer; nothing changed',
      ...ADMINS_ONLY,
    },
  })
  async resolve(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof resolveReportSchema>,
    @Req() request: FastifyRequest,
  ) {
    const moderator = moderatorOf(admin, request);
    return respond(
      await this.resolveReport.execute(id, moderator, body.action, body.notes),
      'Report resolved',
    );
  }

  @Post('reviews/bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve, reject (with notes) or delete posts awaiting review',
    operationId: 'adminDecideReviews',
    body: bulkReviewSchema,
    responses: {
      200: { description: 'The outcome for each post', data: bulkReviewResultSchema },
      ...ADMINS_ONLY,
    },
  })
  async bulk(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidBody() body: z.output<typeof bulkReviewSchema>,
    @Req() request: FastifyRequest,
  ) {
    const moderator = moderatorOf(admin, request);
    return respond(
      await this.decideReviews.execute(moderator, body.postIds, body.action, body.notes),
    );
  }
}
