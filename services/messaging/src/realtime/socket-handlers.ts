import { Inject, Injectable } from '@nestjs/common';
import {
  socketReadSchema,
  socketSendMessageSchema,
  socketTypingSchema,
  type TypingEventDto,
} from '@tessera/contracts';
import { APP_LOGGER, type AuthenticatedUser, toApiFailure } from '@tessera/platform';
import { formatZodIssues, TYPING_EXPIRY_MS } from '@tessera/rules';
import type { Logger } from 'pino';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { ConversationAccess } from '../conversations/conversation-access';
import { activeParticipantIds } from '../conversations/conversation-view';
import { MessagesService } from '../messages/messages.service';
import { SendMessageUseCase } from '../messages/send-message.usecase';
import { LiveEvents } from './live-events';
import type { SocketSessions } from './socket-sessions';

type Ack = (answer: unknown) => void;

/** `auth:refresh`: a fresh access token of the same user, bare or as `Bearer <token>`. */
const socketAuthRefreshSchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(4096, 'token is too long')
    .transform((token) => token.replace(/^Bearer\s+/i, '')),
});

/** `{ error }` as the REST API would answer it, never a stack trace. */
function failure(error: unknown): { error: string } {
  return toApiFailure(error).body as { error: string };
}

/**
 * The client-to-server events. Each payload is validated like a request body and each event
 * answers through its acknowledgement, with the result or `{ error }`. Events act as the user of
 * the socket's latest token, which `auth:refresh` replaces.
 */
@Injectable()
export class SocketHandlers {
  constructor(
    private readonly sending: SendMessageUseCase,
    private readonly messages: MessagesService,
    private readonly access: ConversationAccess,
    private readonly live: LiveEvents,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  attach(socket: Socket, sessions: SocketSessions): void {
    const user = (): AuthenticatedUser => sessions.userOf(socket);
    socket.on('message:send', (payload: unknown, ack?: unknown) =>
      this.answer(ack, socketSendMessageSchema, payload, ({ conversationId, ...input }) =>
        this.sending.send(user(), conversationId, input),
      ),
    );
    socket.on('message:read', (payload: unknown, ack?: unknown) =>
      this.answer(ack, socketReadSchema, payload, ({ conversationId, messageId }) =>
        this.messages.markRead(user().id, conversationId, messageId),
      ),
    );
    socket.on('typing:start', (payload: unknown, ack?: unknown) =>
      this.answer(ack, socketTypingSchema, payload, ({ conversationId }) =>
        this.typing(user().id, conversationId, true),
      ),
    );
    socket.on('typing:stop', (payload: unknown, ack?: unknown) =>
      this.answer(ack, socketTypingSchema, payload, ({ conversationId }) =>
        this.typing(user().id, conversationId, false),
      ),
    );
    socket.on('auth:refresh', (payload: unknown, ack?: unknown) =>
      this.answer(ack, socketAuthRefreshSchema, payload, ({ token }) =>
        sessions.refresh(socket, token),
      ),
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

  private answer<S extends z.ZodType>(
    ack: unknown,
    schema: S,
    payload: unknown,
    run: (input: z.output<S>) => Promise<unknown>,
  ): void {
    const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
    const parsed = schema.safeParse(payload ?? {});
    if (!parsed.success) {
      reply({ error: formatZodIssues(parsed.error).message });
      return;
    }
    run(parsed.data).then(reply, (error: unknown) => {
      const answer = failure(error);
      if (toApiFailure(error).status >= 500) {
        this.logger.error({ err: error }, 'socket event failed');
      }
      reply(answer);
    });
  }
}
