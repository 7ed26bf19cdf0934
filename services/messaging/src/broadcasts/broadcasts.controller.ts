import { Body, Controller, Delete, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  broadcastIdSchema,
  type BroadcastsQuery,
  broadcastsQuerySchema,
  type CreateBroadcastRequest,
  createBroadcastRequestSchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import { requireSender } from '../messages/messaging-checks';
import { BroadcastsService } from './broadcasts.service';

const broadcastId = new ZodValidationPipe(broadcastIdSchema);

@Controller('messages/broadcasts')
export class BroadcastsController {
  constructor(private readonly broadcasts: BroadcastsService) {}

  /** Open to visitors so that one is told, in the spec's words, to sign in to send. */
  @UseGuards(OptionalJwtAuthGuard)
  @Post()
  async create(
    @CurrentUser() user: AuthenticatedUser | null,
    @Body(new ZodValidationPipe(createBroadcastRequestSchema)) body: CreateBroadcastRequest,
  ) {
    return respond(await this.broadcasts.create(requireSender(user), body));
  }

  @UseGuards(JwtAuthGuard)
  @Get()
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(broadcastsQuerySchema)) query: BroadcastsQuery,
  ) {
    return respond({ broadcasts: await this.broadcasts.list(user, query.limit) });
  }

  @UseGuards(JwtAuthGuard)
  @Get(':id')
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id', broadcastId) id: string) {
    return respond(await this.broadcasts.get(user, id));
  }

  /** Cancels a broadcast still waiting for its scheduled time. */
  @UseGuards(JwtAuthGuard)
  @Delete(':id')
  async cancel(@CurrentUser() user: AuthenticatedUser, @Param('id', broadcastId) id: string) {
    return respond(await this.broadcasts.cancel(user, id));
  }
}
