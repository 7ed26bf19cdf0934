import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  contentIdSchema,
  moderationDecisionSchema,
  type ModerationDecision,
  type PageQuery,
  pageQuerySchema,
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
import { z } from 'zod';
import { POST_NOT_FOUND, postPageResponse, postResponse } from '../posts/post.api-responses';
import { ModerationService } from './moderation.service';

@Controller('content')
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get('moderation/pending')
  @RequireRoles('admin')
  @ApiOperation({
    summary: 'Posts waiting for review',
    operationId: 'listPendingPosts',
    query: pageQuerySchema,
    responses: { 200: postPageResponse, 403: 'Admins only' },
  })
  async pending(@CurrentUser() admin: AuthenticatedUser, @ValidQuery() query: PageQuery) {
    return respond(await this.moderation.pending(admin, query.page, query.limit));
  }

  @Post(':id/moderation')
  @HttpCode(200)
  @RequireRoles('admin')
  @ApiOperation({
    summary: 'Approve (publish or schedule) or reject a pending post',
    operationId: 'moderatePost',
    params: z.object({ id: contentIdSchema }),
    body: moderationDecisionSchema,
    responses: { 200: postResponse, 403: 'Admins only', 404: POST_NOT_FOUND },
  })
  async decide(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: ModerationDecision,
  ) {
    const decided = await this.moderation.decide(id, admin, body);
    return respond(decided, body.decision === 'approve' ? 'Content approved' : 'Content rejected');
  }
}
