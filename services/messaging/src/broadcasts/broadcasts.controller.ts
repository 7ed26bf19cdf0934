import { Controller, Delete, Get, Post, UseGuards } from '@nestjs/common';
import {
  broadcastIdSchema,
  broadcastListSchema,
  broadcastSchema,
  type BroadcastsQuery,
  broadcastsQuerySchema,
  type CreateBroadcastRequest,
  createBroadcastRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import { z } from 'zod';
import { requireSender } from '../messages/messaging-checks';
import { BroadcastsService } from './broadcasts.service';

const broadcastParams = z.object({ id: broadcastIdSchema });
const creatorsOnly = { 403: 'Only creators (and admins) send broadcasts' };
const broadcastNotFound = { 404: 'Broadcast not found, or not one the caller sent' };

@Controller('messages/broadcasts')
export class BroadcastsController {
  constructor(private readonly broadcasts: BroadcastsService) {}

  /** Open to visitors so that one is told, in the spec's words, to sign in to send. */
  @UseGuards(OptionalJwtAuthGuard)
  @Post()
  @ApiOperation({
    operationId: 'messagesCreateBroadcast',
    summary: 'Send a message to all subscribers or some tiers, now or scheduled',
    body: createBroadcastRequestSchema,
    responses: {
      201: { description: 'The broadcast, sending or scheduled', data: broadcastSchema },
      401: 'Not signed in',
      403: 'Not a creator, or the bulk messaging check denied it with its exact reason (e.g. the daily bulk message limit)',
    },
  })
  async create(
    @CurrentUser() user: AuthenticatedUser | null,
    @ValidBody() body: CreateBroadcastRequest,
  ) {
    return respond(await this.broadcasts.create(requireSender(user), body));
  }

  @UseGuards(JwtAuthGuard)
  @Get()
  @ApiOperation({
    operationId: 'messagesListBroadcasts',
    summary: 'The caller’s broadcasts, newest first, with status and counts',
    query: broadcastsQuerySchema,
    responses: {
      200: { description: 'Broadcasts', data: broadcastListSchema },
      ...creatorsOnly,
    },
  })
  async list(@CurrentUser() user: AuthenticatedUser, @ValidQuery() query: BroadcastsQuery) {
    return respond({ broadcasts: await this.broadcasts.list(user, query.limit) });
  }

  @UseGuards(JwtAuthGuard)
  @Get(':id')
  @ApiOperation({
    operationId: 'messagesGetBroadcast',
    summary: 'One broadcast with its delivered, read and failed counts',
    params: broadcastParams,
    responses: {
      200: { description: 'The broadcast with its counts', data: broadcastSchema },
      ...creatorsOnly,
      ...broadcastNotFound,
    },
  })
  async get(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.broadcasts.get(user, id));
  }

  /** Cancels a broadcast still waiting for its scheduled time. */
  @UseGuards(JwtAuthGuard)
  @Delete(':id')
  @ApiOperation({
    operationId: 'messagesCancelBroadcast',
    summary: 'Cancel a scheduled broadcast',
    params: broadcastParams,
    responses: {
      200: { description: 'The canceled broadcast', data: broadcastSchema },
      ...creatorsOnly,
      ...broadcastNotFound,
      409: 'The broadcast is not scheduled (already sending, sent or canceled)',
    },
  })
  async cancel(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.broadcasts.cancel(user, id));
  }
}
