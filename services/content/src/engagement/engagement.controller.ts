import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  commentRequestSchema,
  contentIdSchema,
  type PageQuery,
  pageQuerySchema,
  reportRequestSchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { EngagementService } from './engagement.service';

const idPipe = new ZodValidationPipe(contentIdSchema);

@Controller('content/:id')
export class EngagementController {
  constructor(private readonly engagement: EngagementService) {}

  @Post('like')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async like(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    return respond(await this.engagement.react(user, id, 'like', true));
  }

  @Delete('like')
  @UseGuards(JwtAuthGuard)
  async unlike(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    return respond(await this.engagement.react(user, id, 'like', false));
  }

  @Post('bookmark')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async bookmark(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    return respond(await this.engagement.react(user, id, 'bookmark', true));
  }

  @Delete('bookmark')
  @UseGuards(JwtAuthGuard)
  async unbookmark(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    return respond(await this.engagement.react(user, id, 'bookmark', false));
  }

  @Post('view')
  @HttpCode(200)
  @UseGuards(OptionalJwtAuthGuard)
  async view(
    @CurrentUser() user: AuthenticatedUser | null,
    @Param('id', idPipe) id: string,
    @Req() request: FastifyRequest,
  ) {
    const client = { address: request.ip, userAgent: request.headers['user-agent'] };
    return respond(await this.engagement.view(user, id, client));
  }

  @Get('comments')
  @UseGuards(OptionalJwtAuthGuard)
  async comments(
    @CurrentUser() user: AuthenticatedUser | null,
    @Param('id', idPipe) id: string,
    @Query(new ZodValidationPipe(pageQuerySchema)) query: PageQuery,
  ) {
    return respond(await this.engagement.listComments(user, id, query.page, query.limit));
  }

  @Post('comments')
  @UseGuards(JwtAuthGuard)
  async comment(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodValidationPipe(commentRequestSchema)) body: z.output<typeof commentRequestSchema>,
  ) {
    return respond(await this.engagement.comment(user, id, body.text), 'Comment added');
  }

  @Post('report')
  @UseGuards(JwtAuthGuard)
  async report(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodValidationPipe(reportRequestSchema)) body: z.output<typeof reportRequestSchema>,
  ) {
    await this.engagement.report(user, id, body.reason, body.description);
    return respond(null, 'Thank you. Our moderators will review this content.');
  }
}
