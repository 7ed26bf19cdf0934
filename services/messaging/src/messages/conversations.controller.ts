import { Controller, Delete, Get, HttpCode, Post, Put, Res, UseGuards } from '@nestjs/common';
import {
  type AddParticipantRequest,
  addParticipantRequestSchema,
  conversationIdSchema,
  conversationListSchema,
  type ConversationPreferencesRequest,
  conversationPreferencesRequestSchema,
  conversationSchema,
  type ConversationsQuery,
  conversationsQuerySchema,
  type CreateConversationRequest,
  createConversationRequestSchema,
  participantIdSchema,
  type SaveDraftRequest,
  saveDraftRequestSchema,
  type SetConversationThemeRequest,
  setConversationThemeRequestSchema,
  type UpdateConversationRequest,
  updateConversationRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  type DataResponseDoc,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DeleteConversationUseCase } from '../conversations/delete-conversation.usecase';
import { SetConversationThemeUseCase } from '../conversations/set-conversation-theme.usecase';
import { ConversationFilingService } from './conversation-filing.service';
import { conversationParams } from './conversation-params.schema';
import { conversationNotFound } from './conversations.api-responses';
import { ConversationsService } from './conversations.service';
import { requireSender } from './messaging-checks';

const conversationResponse: DataResponseDoc = {
  description: 'The conversation',
  data: conversationSchema,
};
/** What the caller's own archive, mute, pin and draft routes answer. */
const callersViewResponse: DataResponseDoc = {
  description: 'The conversation as the caller sees it',
  data: conversationSchema,
};

@Controller('messages/conversations')
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly filing: ConversationFilingService,
    private readonly deleteConversation: DeleteConversationUseCase,
    private readonly setConversationTheme: SetConversationThemeUseCase,
  ) {}

  @UseGuards(JwtAuthGuard)
  @Get()
  @ApiOperation({
    operationId: 'messagesListConversations',
    summary: 'The caller’s conversations, pinned first, then newest activity',
    query: conversationsQuerySchema,
    responses: {
      200: {
        description: 'Conversations with unread counts and last message',
        data: conversationListSchema,
      },
    },
  })
  async list(@CurrentUser() user: AuthenticatedUser, @ValidQuery() query: ConversationsQuery) {
    return respond({ conversations: await this.conversations.list(user.id, query) });
  }

  /** 201 with a new conversation; 200 with the pair's existing direct one. */
  @UseGuards(OptionalJwtAuthGuard)
  @Post()
  @ApiOperation({
    operationId: 'messagesCreateConversation',
    summary: 'Start a direct (once per pair: an existing one is returned) or group conversation',
    body: createConversationRequestSchema,
    responses: {
      200: {
        description: 'The pair’s existing direct conversation',
        data: conversationSchema,
      },
      201: { description: 'The new conversation', data: conversationSchema },
      401: 'Not signed in',
      403: 'A messaging check denied it, with its exact reason (e.g. the daily conversation limit)',
      404: 'A participant is not a known user',
    },
  })
  async create(
    @CurrentUser() user: AuthenticatedUser | null,
    @ValidBody() body: CreateConversationRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { conversation, created } = await this.conversations.create(requireSender(user), body);
    reply.status(created ? 201 : 200);
    return respond(conversation);
  }

  @UseGuards(JwtAuthGuard)
  @Get(':id')
  @ApiOperation({
    operationId: 'messagesGetConversation',
    summary: 'One conversation',
    params: conversationParams,
    responses: { 200: conversationResponse, ...conversationNotFound },
  })
  async get(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.conversations.get(user.id, id));
  }

  /** For the caller alone; the others keep the conversation and its history. */
  @UseGuards(JwtAuthGuard)
  @Delete(':id')
  @ApiOperation({
    operationId: 'messagesDeleteConversation',
    summary:
      'Delete a conversation for the caller: its history so far goes, it returns on a new message',
    params: conversationParams,
    responses: {
      200: { description: 'Deleted (data null); deleting again is harmless', data: z.null() },
      ...conversationNotFound,
    },
  })
  async remove(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    await this.deleteConversation.execute(user.id, id);
    return respond(null);
  }

  @UseGuards(JwtAuthGuard)
  @Put(':id/theme')
  @ApiOperation({
    operationId: 'messagesSetConversationTheme',
    summary: 'Choose the caller’s chat theme for a conversation (null: the app’s colours)',
    params: conversationParams,
    body: setConversationThemeRequestSchema,
    responses: { 200: callersViewResponse, ...conversationNotFound },
  })
  async setTheme(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: SetConversationThemeRequest,
  ) {
    await this.setConversationTheme.execute(user.id, id, body.themeId);
    return respond(await this.conversations.get(user.id, id));
  }

  @UseGuards(JwtAuthGuard)
  @Put(':id')
  @ApiOperation({
    operationId: 'messagesUpdateConversation',
    summary: 'Rename or describe a group (owner)',
    params: conversationParams,
    body: updateConversationRequestSchema,
    responses: {
      200: conversationResponse,
      403: 'Not allowed to edit it',
      ...conversationNotFound,
    },
  })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: UpdateConversationRequest,
  ) {
    return respond(await this.conversations.update(user.id, id, body));
  }

  @UseGuards(JwtAuthGuard)
  @Post(':id/participants')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'messagesAddParticipant',
    summary: 'Add a participant to a group',
    params: conversationParams,
    body: addParticipantRequestSchema,
    responses: {
      200: conversationResponse,
      403: 'Not allowed to add participants, or a messaging check denied it (as for a new conversation)',
      404: 'Conversation or user not found',
      409: 'Already a participant',
    },
  })
  async addParticipant(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: AddParticipantRequest,
  ) {
    return respond(await this.conversations.addParticipant(user, id, body));
  }

  /** Removing someone answers with the conversation; leaving it yourself answers null. */
  @UseGuards(JwtAuthGuard)
  @Delete(':id/participants/:userId')
  @ApiOperation({
    operationId: 'messagesRemoveParticipant',
    summary: 'Remove a participant, or leave (data null)',
    params: z.object({ id: conversationIdSchema, userId: participantIdSchema }),
    responses: {
      200: {
        description: 'The conversation, or null after leaving',
        data: conversationSchema.nullable(),
      },
      403: 'Not allowed to remove this participant',
      404: 'Conversation or participant not found',
    },
  })
  async removeParticipant(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidParam('userId') participantId: string,
  ) {
    return respond(await this.conversations.removeParticipant(user.id, id, participantId));
  }

  @UseGuards(JwtAuthGuard)
  @Put(':id/preferences')
  @ApiOperation({
    operationId: 'messagesSetConversationPreferences',
    summary: 'Archive, mute (no notifications) or pin a conversation for the caller',
    params: conversationParams,
    body: conversationPreferencesRequestSchema,
    responses: { 200: callersViewResponse, ...conversationNotFound },
  })
  async setPreferences(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: ConversationPreferencesRequest,
  ) {
    return respond(await this.filing.setPreferences(user.id, id, body));
  }

  @UseGuards(JwtAuthGuard)
  @Put(':id/draft')
  @ApiOperation({
    operationId: 'messagesSaveDraft',
    summary: 'Keep the caller’s unsent text (empty discards)',
    params: conversationParams,
    body: saveDraftRequestSchema,
    responses: { 200: callersViewResponse, ...conversationNotFound },
  })
  async saveDraft(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: SaveDraftRequest,
  ) {
    return respond(await this.filing.saveDraft(user.id, id, body.content));
  }

  @UseGuards(JwtAuthGuard)
  @Delete(':id/draft')
  @ApiOperation({
    operationId: 'messagesDiscardDraft',
    summary: 'Discard the caller’s draft',
    params: conversationParams,
    responses: { 200: callersViewResponse, ...conversationNotFound },
  })
  async discardDraft(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.filing.discardDraft(user.id, id));
  }
}
