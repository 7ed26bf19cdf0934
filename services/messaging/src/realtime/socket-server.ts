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
  type AuthenticatedUser,
  buildEvent,
  EventPublisher,
  NO_TOKEN_MESSAGE,
  REDIS_CLIENT,
  toApiFailure,
} from '@tessera/platform';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import type { MessagingConfig } from '../config/messaging-config';
import { MESSAGING_CONFIG } from '../config/messaging-config.token';
import { LiveEvents, userRoom } from './live-events';
import { SocketHandlers } from './socket-handlers';

/**
 * The socket.io server, on the service's own HTTP server at `/socket.io` (where the gateway
 * relays it). Each connection proves itself with an access token in the handshake's `auth.token`,
 * verified like a bearer token, and joins its user's room; replicas share rooms over Redis.
 */
@Injectable()
export class SocketServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private io: Server | null = null;
  private readonly adapterClients: Redis[] = [];

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly verifier: AccessTokenVerifier,
    private readonly handlers: SocketHandlers,
    private readonly live: LiveEvents,
    private readonly events: EventPublisher,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const publisher = this.redis.duplicate();
    const subscriber = this.redis.duplicate();
    this.adapterClients.push(publisher, subscriber);
    const origins = this.config.MESSAGING_SOCKET_CORS_ORIGINS;
    const io = new Server(this.adapterHost.httpAdapter.getHttpServer(), {
      path: '/socket.io',
      serveClient: false,
      ...(origins.length > 0 ? { cors: { origin: origins, credentials: true } } : {}),
      adapter: createAdapter(publisher, subscriber, {
        key: `${this.config.MESSAGING_REDIS_PREFIX}:socket.io`,
      }),
    });
    io.use((socket, next) => {
      this.authenticate(socket).then(
        (user) => {
          socket.data.user = user;
          next();
        },
        (error: unknown) => next(new Error(toApiFailure(error).body.error)),
      );
    });
    io.on('connection', (socket) => this.connected(socket));
    this.io = io;
    this.live.attach(io);
  }

  async onApplicationShutdown(): Promise<void> {
    this.live.detach();
    // Only this replica's sockets close; the HTTP server itself is closed by the application.
    this.io?.local.disconnectSockets(true);
    this.io?.engine.close();
    await Promise.all(
      this.adapterClients.map((client) => client.quit().catch(() => client.disconnect())),
    );
  }

  private async authenticate(socket: Socket): Promise<AuthenticatedUser> {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '') : '';
    if (!token) throw new Error(NO_TOKEN_MESSAGE);
    return this.verifier.verify(token);
  }

  private connected(socket: Socket): void {
    const user = socket.data.user as AuthenticatedUser;
    void socket.join(userRoom(user.id));
    this.handlers.attach(socket, user);
    this.logger.debug({ userId: user.id, socketId: socket.id }, 'socket connected');
    this.announce('socket.opened', user.id, socket.id);
    socket.once('disconnect', () => this.announce('socket.closed', user.id, socket.id));
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
