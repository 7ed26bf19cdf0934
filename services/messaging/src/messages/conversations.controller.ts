import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  type AddParticipantRequest,
  addParticipantRequestSchema,
  conversationIdSchema,
  type ConversationPreferencesRequest,
  conversationPreferencesRequestSchema,
  type ConversationsQuery,
  conversationsQuerySchema,
  type CreateConversationRequest,
  createConversationRequestSchema,
  participantIdSchema,
  type SaveDraftRequest,
  saveDraftRequestSchema,
  type UpdateConversationRequest,
  updateConversationRequestSchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import type { FastifyReply } from 'fastify';
import { ConversationFilingService } from './conversation-filing.service';
import { ConversationsService } from './conversations.service';
import { requireSender } from './messaging-checks';

const conversationId = new ZodValidationPipe(conversationIdSchema);

@Controller('messages/conversations')
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly filing: ConversationFilingService,
  ) {}

  @UseGuards(JwtAuthGuard)
  @Get()
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(conversationsQuerySchema)) query: ConversationsQuery,
  ) {
    return respond({ conversations: await this.conversations.list(user.id, query) });
  }

  /** 201 with a new conversation; 200 with the pair's direct one or the caller's support one. */
  @UseGuards(OptionalJwtAuthGuard)
  @Post()
  async create(
    @CurrentUser() user: AuthenticatedUser | null,
    @Body(new ZodValidationPipe(createConversationRequestSchema)) body: CreateConversationRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { conversation, created } = await this.conversations.create(requireSender(user), body);
    reply.status(created ? 201 : 200);
    return respond(conversation);
  }

  @UseGuards(JwtAuthGuard)
  @Get(':id')
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id', conversationId) id: string) {
    return respond(await this.conversations.get(user.id, id));
  }

  @UseGuards(JwtAuthGuard)
  @Put(':id')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', conversationId) id: string,
    @Body(new ZodValidationPipe(updateConversationRequestSchema)) body: UpdateConversationRequest,
  ) {
    return respond(await this.conversations.update(user.id, id, body));
  }

  @UseGuards(JwtAuthGuard)
  @Post(':id/participants')
  @HttpCode(200)
  async addParticipant(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', conversationId) id: string,
    @Body(new ZodValidationPipe(addParticipantRequestSchema)) body: AddParticipantRequest,
  ) {
    return respond(await this.conversations.addParticipant(user, id, body));
  }

  /** Removing someone answers with the conversation; leaving it yourself answers null. */
  @UseGuards(JwtAuthGuard)
  @Delete(':id/participants/:userId')
  async removeParticipant(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', conversationId) id: string,
    @Param('userId', new ZodValidationPipe(participantIdSchema)) participantId: string,
  ) {
    return respond(await this.conversations.removeParticipant(user.id, id, participantId));
  }

  @UseGuards(JwtAuthGuard)
  @Put(':id/preferences')
  async setPreferences(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', conversationId) id: string,
    @Body(new ZodValidationPipe(conversationPreferencesRequestSchema))
    body: ConversationPreferencesRequest,
  ) {
    return respond(await this.filing.setPreferences(user.id, id, body));
  }

  @UseGuards(JwtAuthGuard)
  @Put(':id/draft')
  async saveDraft(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', conversationId) id: string,
    @Body(new ZodValidationPipe(saveDraftRequestSchema)) body: SaveDraftRequest,
  ) {
    return respond(await this.filing.saveDraft(user.id, id, body.content));
  }

  @UseGuards(JwtAuthGuard)
  @Delete(':id/draft')
  async discardDraft(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', conversationId) id: string,
  ) {
    return respond(await this.filing.discardDraft(user.id, id));
  }
}
