import { Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  type AddReactionRequest,
  addReactionRequestSchema,
  emojiSchema,
  type EditMessageRequest,
  editMessageRequestSchema,
  type MarkReadRequest,
  markReadRequestSchema,
  messageIdSchema,
  messagePageSchema,
  messageSchema,
  type MessagesQuery,
  messagesQuerySchema,
  readMarkSchema,
  type SendMessageRequest,
  sendMessageRequestSchema,
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
import { z } from 'zod';
import { conversationParams } from './conversation-params.schema';
import { conversationNotFound } from './conversations.api-responses';
import { MessageReactionsService } from './message-reactions.service';
import { requireSender } from './messaging-checks';
import { MessagesService } from './messages.service';
import { SendMessageUseCase } from './send-message.usecase';

const messageParams = z.object({ id: messageIdSchema });
const messageResponse: DataResponseDoc = { description: 'The message', data: messageSchema };
const reactedMessageResponse: DataResponseDoc = {
  description: 'The message with its reactions',
  data: messageSchema,
};

@Controller('messages')
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly sending: SendMessageUseCase,
    private readonly reactions: MessageReactionsService,
  ) {}

  @UseGuards(JwtAuthGuard)
  @Get('conversations/:id/messages')
  @ApiOperation({
    operationId: 'messagesListMessages',
    summary: 'A page of messages, oldest first; `before` a message id for older ones',
    params: conversationParams,
    query: messagesQuerySchema,
    responses: {
      200: { description: 'Messages and the cursor of the page before', data: messagePageSchema },
      ...conversationNotFound,
    },
  })
  async page(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidQuery() query: MessagesQuery,
  ) {
    return respond(await this.messages.page(user.id, id, query));
  }

  /** Open to visitors so that one is told, in the spec's words, to sign in to send. */
  @UseGuards(OptionalJwtAuthGuard)
  @Post('conversations/:id/messages')
  @ApiOperation({
    operationId: 'messagesSendMessage',
    summary: 'Send a message',
    params: conversationParams,
    body: sendMessageRequestSchema,
    responses: {
      201: { description: 'The stored message', data: messageSchema },
      401: 'Not signed in',
      403: 'A messaging, media or file check denied it, with its exact reason',
      ...conversationNotFound,
      409: 'A send with this clientMessageId is still being stored',
    },
  })
  async send(
    @CurrentUser() user: AuthenticatedUser | null,
    @ValidParam('id') id: string,
    @ValidBody() body: SendMessageRequest,
  ) {
    return respond(await this.sending.send(requireSender(user), id, body));
  }

  @UseGuards(JwtAuthGuard)
  @Post('conversations/:id/read')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'messagesMarkConversationRead',
    summary: 'Mark read up to a message or all',
    params: conversationParams,
    body: markReadRequestSchema,
    responses: {
      200: { description: 'The read mark', data: readMarkSchema },
      ...conversationNotFound,
    },
  })
  async markRead(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: MarkReadRequest,
  ) {
    return respond(await this.messages.markRead(user.id, id, body.messageId));
  }

  @UseGuards(JwtAuthGuard)
  @Put(':id')
  @ApiOperation({
    operationId: 'messagesEditMessage',
    summary: 'Edit one’s own message',
    params: messageParams,
    body: editMessageRequestSchema,
    responses: { 200: messageResponse, 403: 'Not the sender', 404: 'Message not found' },
  })
  async edit(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: EditMessageRequest,
  ) {
    return respond(await this.messages.edit(user.id, id, body.content));
  }

  @UseGuards(JwtAuthGuard)
  @Delete(':id')
  @ApiOperation({
    operationId: 'messagesDeleteMessage',
    summary: 'Delete a message (own, or as owner or admin)',
    params: messageParams,
    responses: { 200: messageResponse, 403: 'Not allowed to delete it', 404: 'Message not found' },
  })
  async remove(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.messages.remove(user.id, id));
  }

  /** Adding an emoji the caller already left there changes nothing. */
  @UseGuards(JwtAuthGuard)
  @Post(':id/reactions')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'messagesAddReaction',
    summary: 'React with an emoji (once per user and emoji)',
    params: messageParams,
    body: addReactionRequestSchema,
    responses: {
      200: reactedMessageResponse,
      403: 'Not allowed to send messages in this conversation',
      404: 'Message not found',
    },
  })
  async react(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: AddReactionRequest,
  ) {
    return respond(await this.reactions.add(user.id, id, body.emoji));
  }

  @UseGuards(JwtAuthGuard)
  @Delete(':id/reactions/:emoji')
  @ApiOperation({
    operationId: 'messagesRemoveReaction',
    summary: 'Take back one’s reaction',
    params: z.object({ id: messageIdSchema, emoji: emojiSchema }),
    responses: { 200: reactedMessageResponse, 404: 'Message not found' },
  })
  async unreact(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidParam('emoji') emoji: string,
  ) {
    return respond(await this.reactions.remove(user.id, id, emoji));
  }
}
