import { Inject } from '@nestjs/common';
import {
  Ack,
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  socketReadSchema,
  socketSendMessageSchema,
  socketTypingSchema,
  type TypingEventDto,
} from '@tessera/contracts';
import { APP_LOGGER } from '@tessera/platform';
import { TYPING_EXPIRY_MS } from '@tessera/rules';
import type { Logger } from 'pino';
import type { Socket } from 'socket.io';
import { ConversationAccess } from '../conversations/conversation-access';
import { activeParticipantIds } from '../conversations/conversation-view';
import { LiveEvents } from '../realtime/live-events.service';
import { answerSocketEvent } from '../realtime/socket-answer';
import { socketUser } from '../realtime/socket-sessions';
import { MessagesService } from './messages.service';
import { SendMessageUseCase } from './send-message.usecase';

/**
 * Messages' client-to-server events. Each answers through its acknowledgement, with the result or
 * `{ error }`, and acts as the user of the socket's latest token.
 */
@WebSocketGateway()
export class MessagesGateway {
  constructor(
    private readonly sending: SendMessageUseCase,
    private readonly messages: MessagesService,
    private readonly access: ConversationAccess,
    private readonly live: LiveEvents,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  @SubscribeMessage('message:send')
  send(@ConnectedSocket() socket: Socket, @MessageBody() payload: unknown, @Ack() ack: unknown) {
    answerSocketEvent(
      ack,
      socketSendMessageSchema,
      payload,
      ({ conversationId, ...input }) =>
        this.sending.send(socketUser(socket), conversationId, input),
      this.logger,
    );
  }

  @SubscribeMessage('message:read')
  read(@ConnectedSocket() socket: Socket, @MessageBody() payload: unknown, @Ack() ack: unknown) {
    answerSocketEvent(
      ack,
      socketReadSchema,
      payload,
      ({ conversationId, messageId }) =>
        this.messages.markRead(socketUser(socket).id, conversationId, messageId),
      this.logger,
    );
  }

  @SubscribeMessage('typing:start')
  typingStarted(
    @ConnectedSocket() socket: Socket,
    @MessageBody() payload: unknown,
    @Ack() ack: unknown,
  ) {
    answerSocketEvent(
      ack,
      socketTypingSchema,
      payload,
      ({ conversationId }) => this.typing(socketUser(socket).id, conversationId, true),
      this.logger,
    );
  }

  @SubscribeMessage('typing:stop')
  typingStopped(
    @ConnectedSocket() socket: Socket,
    @MessageBody() payload: unknown,
    @Ack() ack: unknown,
  ) {
    answerSocketEvent(
      ack,
      socketTypingSchema,
      payload,
      ({ conversationId }) => this.typing(socketUser(socket).id, conversationId, false),
      this.logger,
    );
  }

  /** Tells the conversation's other participants; their clients drop it after 3 s without news. */
  private async typing(userId: string, conversationId: string, isTyping: boolean) {
    const conversation = await this.access.loadForSend(conversationId, userId);
    const event: TypingEventDto = {
      conversationId,
      userId,
      isTyping,
      expiresInMs: TYPING_EXPIRY_MS,
    };
    const others = activeParticipantIds(conversation).filter((id) => id !== userId);
    this.live.toUsers(others, 'typing', event);
    return { ok: true };
  }
}
