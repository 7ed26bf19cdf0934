import { Controller, Delete, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  bookmarkStateSchema,
  commentPageSchema,
  commentRequestSchema,
  commentSchema,
  contentIdSchema,
  likeStateSchema,
  type PageQuery,
  pageQuerySchema,
  reportRequestSchema,
  viewCountSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type ApiOperationSpec,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { doneResponse, POST_NOT_FOUND } from '../posts/post.api-responses';
import { EngagementService } from './engagement.service';

const postIdParams = z.object({ id: contentIdSchema });
const NO_ACCESS = 'No access';

const reactionStates = { like: likeStateSchema, bookmark: bookmarkStateSchema };

/** Adding and removing a like or a bookmark answer alike: the viewer's state afterwards. */
function reaction(
  kind: keyof typeof reactionStates,
  summary: string,
  operationId: string,
): ApiOperationSpec {
  return {
    summary,
    operationId,
    params: postIdParams,
    responses: {
      200: { description: `The viewer's ${kind} state`, data: reactionStates[kind] },
      403: NO_ACCESS,
      404: POST_NOT_FOUND,
    },
  };
}

@Controller('content/:id')
export class EngagementController {
  constructor(private readonly engagement: EngagementService) {}

  @Post('like')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation(reaction('like', 'Add a like', 'likePost'))
  async like(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.engagement.react(user, id, 'like', true));
  }

  @Delete('like')
  @UseGuards(JwtAuthGuard)
  @ApiOperation(reaction('like', 'Remove a like', 'unlikePost'))
  async unlike(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.engagement.react(user, id, 'like', false));
  }

  @Post('bookmark')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation(reaction('bookmark', 'Add a bookmark', 'bookmarkPost'))
  async bookmark(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.engagement.react(user, id, 'bookmark', true));
  }

  @Delete('bookmark')
  @UseGuards(JwtAuthGuard)
  @ApiOperation(reaction('bookmark', 'Remove a bookmark', 'unbookmarkPost'))
  async unbookmark(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.engagement.react(user, id, 'bookmark', false));
  }

  @Post('view')
  @HttpCode(200)
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: 'Count a view, once per viewer and day',
    operationId: 'countPostView',
    params: postIdParams,
    responses: {
      200: { description: '{ viewsCount }', data: viewCountSchema },
      403: NO_ACCESS,
      404: POST_NOT_FOUND,
    },
  })
  async view(
    @CurrentUser() user: AuthenticatedUser | null,
    @ValidParam('id') id: string,
    @Req() request: FastifyRequest,
  ) {
    const client = { address: request.ip, userAgent: request.headers['user-agent'] };
    return respond(await this.engagement.view(user, id, client));
  }

  @Get('comments')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: 'Comments, newest first',
    operationId: 'listComments',
    params: postIdParams,
    query: pageQuerySchema,
    responses: {
      200: { description: 'Page of CommentDto', data: commentPageSchema },
      403: NO_ACCESS,
      404: POST_NOT_FOUND,
    },
  })
  async comments(
    @CurrentUser() user: AuthenticatedUser | null,
    @ValidParam('id') id: string,
    @ValidQuery() query: PageQuery,
  ) {
    return respond(await this.engagement.listComments(user, id, query.page, query.limit));
  }

  @Post('comments')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Comment on a post',
    operationId: 'addComment',
    params: postIdParams,
    body: commentRequestSchema,
    responses: {
      201: { description: 'CommentDto', data: commentSchema },
      403: NO_ACCESS,
      404: POST_NOT_FOUND,
    },
  })
  async comment(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof commentRequestSchema>,
  ) {
    return respond(await this.engagement.comment(user, id, body.text), 'Comment added');
  }

  @Post('report')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Report a post to moderation (content.flagged)',
    operationId: 'reportPost',
    params: postIdParams,
    body: reportRequestSchema,
    responses: { 201: doneResponse('Reported'), 404: POST_NOT_FOUND },
  })
  async report(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof reportRequestSchema>,
  ) {
    await this.engagement.report(user, id, body.reason, body.description);
    return respond(null, 'Thank you. Our moderators will review this content.');
  }
}
