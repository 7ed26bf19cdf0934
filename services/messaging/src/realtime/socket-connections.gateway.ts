import { type BeforeApplicationShutdown, Inject } from '@nestjs/common';
import {
  Ack,
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  APP_LOGGER,
  AccessTokenVerifier,
  buildEvent,
  EventPublisher,
  SessionRevocations,
  toApiFailure,
} from '@tessera/platform';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import { z } from 'zod';
import type { MessagingConfig } from '../config/messaging-config';
import { MESSAGING_CONFIG } from '../config/messaging-config.token';
import { LiveEvents, userRoom } from './live-events.service';
import { answerSocketEvent } from './socket-answer';
import {
  SLOW_DOWN_MESSAGE,
  type SocketEventLimits,
  SocketEventLimiter,
} from './socket-event-limiter';
import { SocketSessions, socketUser } from './socket-sessions';

/** `auth:refresh`: a fresh access token of the same user, bare or as `Bearer <token>`. */
const socketAuthRefreshSchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(4096, 'token is too long')
    .transform((token) => token.replace(/^Bearer\s+/i, '')),
});

/**
 * The life of each socket. A connection proves itself with an access token in the handshake's
 * `auth.token`, verified like a bearer token (the gateway leaves this check to the service, which
 * alone reads the socket.io handshake), joins its user's room and lives no longer than its
 * session and token; `auth:refresh` renews the token. Each socket's events are rate-limited, and
 * presence hears of every socket opened and closed.
 */
@WebSocketGateway()
export class SocketConnectionsGateway
  implements OnGatewayInit<Server>, OnGatewayConnection<Socket>, BeforeApplicationShutdown
{
  private readonly sessions: SocketSessions;
  private readonly eventLimits: SocketEventLimits;

  constructor(
    verifier: AccessTokenVerifier,
    revocations: SessionRevocations,
    private readonly live: LiveEvents,
    private readonly events: EventPublisher,
    @Inject(MESSAGING_CONFIG) config: MessagingConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.sessions = new SocketSessions(verifier, revocations);
    this.eventLimits = {
      burst: config.MESSAGING_SOCKET_EVENT_BURST,
      perSecond: config.MESSAGING_SOCKET_EVENTS_PER_SECOND,
      floodRefusals: config.MESSAGING_SOCKET_FLOOD_REFUSALS,
    };
  }

  afterInit(io: Server): void {
    io.use((socket, next) => {
      this.sessions.admit(socket).then(
        () => next(),
        (error: unknown) => next(new Error(toApiFailure(error).body.error)),
      );
    });
    this.live.attach(io);
    this.sessions.listen(io);
  }

  /** Before the application closes the sockets: nothing more is sent to them. */
  beforeApplicationShutdown(): void {
    this.sessions.stop();
    this.live.detach();
  }

  handleConnection(socket: Socket): void {
    const user = socketUser(socket);
    void socket.join(userRoom(user.id));
    this.limitEvents(socket);
    this.logger.debug({ userId: user.id, socketId: socket.id }, 'socket connected');
    this.announce('socket.opened', user.id, socket.id);
    socket.once('disconnect', () => this.announce('socket.closed', user.id, socket.id));
    this.sessions.connected(socket);
  }

  @SubscribeMessage('auth:refresh')
  refresh(
    @ConnectedSocket() socket: Socket,
    @MessageBody() payload: unknown,
    @Ack() ack: unknown,
  ): void {
    answerSocketEvent(
      ack,
      socketAuthRefreshSchema,
      payload,
      ({ token }) => this.sessions.refresh(socket, token),
      this.logger,
    );
  }

  /**
   * Answers an event past the socket's rate `{ error }` without running it, and drops a socket
   * that keeps flooding regardless.
   */
  private limitEvents(socket: Socket): void {
    const limiter = new SocketEventLimiter(this.eventLimits, Date.now());
    socket.use((packet, next) => {
      const verdict = limiter.take(Date.now());
      if (verdict === 'allowed') return next();
      const ack: unknown = packet.at(-1);
      if (typeof ack === 'function') ack({ error: SLOW_DOWN_MESSAGE });
      // Packets already received keep arriving after the disconnect: log and close only once.
      if (verdict === 'flooding' && socket.connected) {
        const userId = socketUser(socket).id;
        this.logger.warn({ userId, socketId: socket.id }, 'socket dropped for flooding events');
        socket.disconnect(true);
      }
    });
  }

  /**
   * Tells presence, which counts a user online while a socket of theirs is open. Sent straight to
   * Kafka rather than stored first: a lost one costs only accuracy, since presence also ends a
   * user's presence 15 minutes after their last heartbeat.
   */
  private announce(type: 'socket.opened' | 'socket.closed', userId: string, socketId: string) {
    const event = buildEvent(
      type,
      { userId, socketId, at: new Date().toISOString() },
      { producer: 'messaging', key: userId, actorId: userId },
    );
    this.events
      .publish(event)
      .catch((error: unknown) =>
        this.logger.warn({ err: error, userId, type }, 'socket event not published'),
      );
  }
}
