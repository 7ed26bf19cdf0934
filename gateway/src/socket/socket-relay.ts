import { connect, type Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { redactUrl } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { forwardedClient } from '../http/forwarded-client';
import type { ServiceProxy } from '../proxy/service-proxy';
import { type RateLimitPolicy, rateLimitKey } from '../rate-limit/rate-limit-policy';
import { TOO_MANY_REQUESTS_MESSAGE } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { isSocketIoPath, SOCKET_IO_PREFIX } from './socket-handshake';
import type { SocketUpstreams } from './socket-upstreams';
import { upgradeRequestHead } from './upgrade-request';

export interface SocketRelayOptions {
  /** The replicas of the service that serves socket.io. */
  upstreams: SocketUpstreams;
  proxy: ServiceProxy;
  limiter: RateLimiter;
  policy: RateLimitPolicy;
  trustedProxyHops: number;
  logger: Logger;
}

/**
 * Relays socket.io to the service that serves it: long-polling requests through the HTTP proxy,
 * WebSocket upgrades as a byte stream. Both count against the client's API rate limit (polling
 * through the API's rate-limit hook). The gateway does not authenticate them: the access token
 * travels in the socket.io CONNECT packet's `auth`, inside the stream, where only the service
 * reads it, so it never has to appear in a URL.
 */
export function registerSocketRelay(app: NestFastifyApplication, options: SocketRelayOptions) {
  const fastify = app.getHttpAdapter().getInstance();
  const target = { name: 'socket.io', baseUrl: options.upstreams.forPolling(), routes: [] };

  fastify.route({
    method: ['GET', 'POST'],
    url: `${SOCKET_IO_PREFIX}*`,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      await options.proxy.forward(target, request, reply);
      // The proxy has started streaming the answer: tell Fastify the reply is taken care of.
      return reply;
    },
  });

  fastify.server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    if (!isSocketIoPath(request.url ?? '')) {
      socket.destroy();
      return;
    }
    void relayUpgrade(request, socket, head, options).catch((error: unknown) => {
      options.logger.warn(
        { err: error, url: redactUrl(request.url ?? '') },
        'socket upgrade failed',
      );
      refuse(socket, 502, 'The socket service is unavailable');
    });
  });
}

async function relayUpgrade(
  request: IncomingMessage,
  socket: Socket,
  head: Buffer,
  options: SocketRelayOptions,
): Promise<void> {
  const url = request.url ?? '';
  const client = forwardedClient(request, options.trustedProxyHops);
  const rule = options.policy.ruleFor('GET', url);
  if (rule) {
    const outcome = await options.limiter
      .hit(rateLimitKey(rule, client.address), rule)
      .catch(() => null);
    if (outcome && !outcome.allowed) return refuse(socket, 429, TOO_MANY_REQUESTS_MESSAGE);
  }

  const upstreamUrl = new URL(options.upstreams.forUpgrade(url));
  const upstream = connect({ host: upstreamUrl.hostname, port: Number(upstreamUrl.port || 80) });
  upstream.setNoDelay(true);
  socket.setNoDelay(true);
  upstream.once('error', () => refuse(socket, 502, 'The socket service is unavailable'));
  upstream.once('connect', () => {
    upstream.write(upgradeRequestHead(request, client));
    if (head.length > 0) upstream.write(head);
    upstream.removeAllListeners('error');
    upstream.once('error', () => socket.destroy());
    socket.once('error', () => upstream.destroy());
    upstream.pipe(socket).pipe(upstream);
  });
}

/** Answers a refused upgrade in the API's error shape, then closes the connection. */
function refuse(socket: Socket, status: 429 | 502, error: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ error });
  const reason = { 429: 'Too Many Requests', 502: 'Bad Gateway' }[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
