import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  APP_LOGGER,
  AccessTokenVerifier,
  buildEvent,
  EventPublisher,
  REDIS_CLIENT,
  SessionRevocations,
  toApiFailure,
} from '@tessera/platform';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import type { MessagingConfig } from '../config/messaging-config';
import { MESSAGING_CONFIG } from '../config/messaging-config.token';
import { LiveEvents, userRoom } from './live-events';
import {
  SLOW_DOWN_MESSAGE,
  type SocketEventLimits,
  SocketEventLimiter,
} from './socket-event-limiter';
import { SocketHandlers } from './socket-handlers';
import { SocketSessions } from './socket-sessions';

/**
 * The socket.io server, on the service's own HTTP server at `/socket.io` (where the gateway
 * relays it). Each connection proves itself with an access token in the handshake's `auth.token`,
 * verified like a bearer token (the gateway leaves this check to the service, which alone reads
 * the socket.io handshake), joins its user's room and lives no longer than its session and token;
 * replicas share rooms over Redis. Each socket's events are rate-limited.
 */
@Injectable()
export class SocketServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private io: Server | null = null;
  private readonly adapterClients: Redis[] = [];
  private readonly sessions: SocketSessions;
  private readonly eventLimits: SocketEventLimits;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    verifier: AccessTokenVerifier,
    revocations: SessionRevocations,
    private readonly handlers: SocketHandlers,
    private readonly live: LiveEvents,
    private readonly events: EventPublisher,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.sessions = new SocketSessions(verifier, revocations);
    this.eventLimits = {
      burst: config.MESSAGING_SOCKET_EVENT_BURST,
      perSecond: config.MESSAGING_SOCKET_EVENTS_PER_SECOND,
      floodRefusals: config.MESSAGING_SOCKET_FLOOD_REFUSALS,
    };
  }

  onApplicationBootstrap(): void {
    const publisher = this.redis.duplicate();
    const subscriber = this.redis.duplicate();
    this.adapterClients.push(publisher, subscriber);
    const origins = this.config.MESSAGING_SOCKET_CORS_ORIGINS;
    const io = new Server(this.adapterHost.httpAdapter.getHttpServer(), {
      path: '/socket.io',
      serveClient: false,
      connectTimeout: this.config.MESSAGING_SOCKET_CONNECT_TIMEOUT_MS,
      ...(origins.length > 0 ? { cors: { origin: origins, credentials: true } } : {}),
      adapter: createAdapter(publisher, subscriber, {
        key: `${this.config.MESSAGING_REDIS_PREFIX}:socket.io`,
      }),
    });
    io.use((socket, next) => {
      this.sessions.admit(socket).then(
        () => next(),
        (error: unknown) => next(new Error(toApiFailure(error).body.error)),
      );
    });
    io.on('connection', (socket) => this.connected(socket));
    this.io = io;
    this.live.attach(io);
    this.sessions.listen(io);
  }

  async onApplicationShutdown(): Promise<void> {
    this.sessions.stop();
    this.live.detach();
    // Only this replica's sockets close; the HTTP server itself is closed by the application.
    this.io?.local.disconnectSockets(true);
    this.io?.engine.close();
    await Promise.all(
      this.adapterClients.map((client) => client.quit().catch(() => client.disconnect())),
    );
  }

  private connected(socket: Socket): void {
    const user = this.sessions.userOf(socket);
    void socket.join(userRoom(user.id));
    this.limitEvents(socket);
    this.handlers.attach(socket, this.sessions);
    this.logger.debug({ userId: user.id, socketId: socket.id }, 'socket connected');
    this.announce('socket.opened', user.id, socket.id);
    socket.once('disconnect', () => this.announce('socket.closed', user.id, socket.id));
    this.sessions.connected(socket);
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
      if (verdict === 'flooding') {
        const userId = this.sessions.userOf(socket).id;
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
