import type { INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type ServerOptions } from 'socket.io';
import type { MessagingConfig } from '../config/messaging-config';

/**
 * Creates messaging's socket.io server on the app's own HTTP server at `/socket.io`, where the
 * gateway relays it. Replicas share rooms through the Redis adapter under the service's prefix;
 * a transport that completes no handshake within the connect timeout is closed.
 */
export class MessagingSocketAdapter extends IoAdapter {
  private readonly adapterClients: Redis[] = [];

  constructor(
    app: INestApplication,
    private readonly redis: Redis,
    private readonly config: MessagingConfig,
  ) {
    super(app);
  }

  override createIOServer(_port: number, options?: Partial<ServerOptions>): Server {
    const publisher = this.redis.duplicate();
    const subscriber = this.redis.duplicate();
    this.adapterClients.push(publisher, subscriber);
    const origins = this.config.MESSAGING_SOCKET_CORS_ORIGINS;
    return new Server(this.httpServer, {
      ...options,
      path: '/socket.io',
      serveClient: false,
      connectTimeout: this.config.MESSAGING_SOCKET_CONNECT_TIMEOUT_MS,
      ...(origins.length > 0 ? { cors: { origin: origins, credentials: true } } : {}),
      adapter: createAdapter(publisher, subscriber, {
        key: `${this.config.MESSAGING_REDIS_PREFIX}:socket.io`,
      }),
    });
  }

  /** Closes only this replica's sockets; the HTTP server itself is closed by the application. */
  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    server.local.disconnectSockets(true);
    server.engine.close();
    return Promise.resolve();
  }

  override async dispose(): Promise<void> {
    await Promise.all(
      this.adapterClients.map((client) => client.quit().catch(() => client.disconnect())),
    );
  }
}
