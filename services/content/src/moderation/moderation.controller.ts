import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  contentIdSchema,
  moderationDecisionSchema,
  type ModerationDecision,
  type PageQuery,
  pageQuerySchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  RequireRoles,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import { ModerationService } from './moderation.service';

@Controller('content')
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get('moderation/pending')
  @RequireRoles('admin')
  async pending(
    @CurrentUser() admin: AuthenticatedUser,
    @Query(new ZodValidationPipe(pageQuerySchema)) query: PageQuery,
  ) {
    return respond(await this.moderation.pending(admin, query.page, query.limit));
  }

  @Post(':id/moderation')
  @HttpCode(200)
  @RequireRoles('admin')
  async decide(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', new ZodValidationPipe(contentIdSchema)) id: string,
    @Body(new ZodValidationPipe(moderationDecisionSchema)) body: ModerationDecision,
  ) {
    const decided = await this.moderation.decide(id, admin, body);
    return respond(decided, body.decision === 'approve' ? 'Content approved' : 'Content rejected');
  }
}
