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
  UseGuards,
} from '@nestjs/common';
import {
  type AddReactionRequest,
  addReactionRequestSchema,
  conversationIdSchema,
  emojiSchema,
  type EditMessageRequest,
  editMessageRequestSchema,
  type MarkReadRequest,
  markReadRequestSchema,
  messageIdSchema,
  type MessagesQuery,
  messagesQuerySchema,
  type SendMessageRequest,
  sendMessageRequestSchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import { MessageReactionsService } from './message-reactions.service';
import { requireSender } from './messaging-checks';
import { MessagesService } from './messages.service';
import { SendMessageUseCase } from './send-message.usecase';

const conversationId = new ZodValidationPipe(conversationIdSchema);
const messageId = new ZodValidationPipe(messageIdSchema);

@Controller('messages')
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly sending: SendMessageUseCase,
    private readonly reactions: MessageReactionsService,
  ) {}

  @UseGuards(JwtAuthGuard)
  @Get('conversations/:id/messages')
  async page(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', conversationId) id: string,
    @Query(new ZodValidationPipe(messagesQuerySchema)) query: MessagesQuery,
  ) {
    return respond(await this.messages.page(user.id, id, query));
  }

  /** Open to visitors so that one is told, in the spec's words, to sign in to send. */
  @UseGuards(OptionalJwtAuthGuard)
  @Post('conversations/:id/messages')
  async send(
    @CurrentUser() user: AuthenticatedUser | null,
    @Param('id', conversationId) id: string,
    @Body(new ZodValidationPipe(sendMessageRequestSchema)) body: SendMessageRequest,
  ) {
    return respond(await this.sending.send(requireSender(user), id, body));
  }

  @UseGuards(JwtAuthGuard)
  @Post('conversations/:id/read')
  @HttpCode(200)
  async markRead(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', conversationId) id: string,
    @Body(new ZodValidationPipe(markReadRequestSchema)) body: MarkReadRequest,
  ) {
    return respond(await this.messages.markRead(user.id, id, body.messageId));
  }

  @UseGuards(JwtAuthGuard)
  @Put(':id')
  async edit(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', messageId) id: string,
    @Body(new ZodValidationPipe(editMessageRequestSchema)) body: EditMessageRequest,
  ) {
    return respond(await this.messages.edit(user.id, id, body.content));
  }

  @UseGuards(JwtAuthGuard)
  @Delete(':id')
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id', messageId) id: string) {
    return respond(await this.messages.remove(user.id, id));
  }

  /** Adding an emoji the caller already left there changes nothing. */
  @UseGuards(JwtAuthGuard)
  @Post(':id/reactions')
  @HttpCode(200)
  async react(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', messageId) id: string,
    @Body(new ZodValidationPipe(addReactionRequestSchema)) body: AddReactionRequest,
  ) {
    return respond(await this.reactions.add(user.id, id, body.emoji));
  }

  @UseGuards(JwtAuthGuard)
  @Delete(':id/reactions/:emoji')
  async unreact(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', messageId) id: string,
    @Param('emoji', new ZodValidationPipe(emojiSchema)) emoji: string,
  ) {
    return respond(await this.reactions.remove(user.id, id, emoji));
  }
}
