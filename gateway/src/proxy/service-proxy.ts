import { Readable } from 'node:stream';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_LOGGER } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { Agent, type Dispatcher } from 'undici';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { forwardedClient } from '../http/forwarded-client';
import { originFormTarget } from '../http/request-target';
import type { ServiceTarget } from '../routing/route-table';
import { downstreamResponseHeaders, upstreamRequestHeaders } from './relayed-headers';
import { errorCode, upstreamFailure } from './upstream-failure';

/** How long a service may take to start answering, and to send each further part of its answer. */
const SERVICE_TIMEOUT_MS = 10_000;

/** Answers up to this size are read whole before relaying; larger ones (media) stream through. */
const BUFFERED_BODY_MAX_BYTES = 64 * 1024;

/** Statuses that never carry a body, whatever the service streams. */
const BODYLESS_STATUSES = new Set([204, 205, 304]);

/** The edge parsers leave bodies as received: bytes, text, or the stream of an upload. */
function bodyOf(request: FastifyRequest): Buffer | string | Readable | undefined {
  const { body } = request;
  if (Buffer.isBuffer(body) || typeof body === 'string' || body instanceof Readable) return body;
  return undefined;
}

/**
 * Forwards a request to a service over pooled keep-alive connections and relays the answer as it
 * streams in. The service sees the same method, path and query the client sent.
 */
@Injectable()
export class ServiceProxy implements OnApplicationShutdown {
  private readonly agent = new Agent({
    keepAliveTimeout: 10_000,
    connections: 128,
    connect: { timeout: 3_000 },
    headersTimeout: SERVICE_TIMEOUT_MS,
    bodyTimeout: SERVICE_TIMEOUT_MS,
  });

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async forward(
    target: ServiceTarget,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const client = forwardedClient(request.raw, this.config.TRUSTED_PROXY_HOPS);
    const abandoned = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abandoned.abort();
    });

    let response: Dispatcher.ResponseData;
    try {
      response = await this.agent.request({
        origin: target.baseUrl,
        path: originFormTarget(request.url),
        method: request.method as Dispatcher.HttpMethod,
        headers: upstreamRequestHeaders(request.headers, request.id, client),
        body: bodyOf(request),
        signal: abandoned.signal,
      });
    } catch (error) {
      if (abandoned.signal.aborted) return;
      this.logger.warn(
        {
          reqId: request.id,
          service: target.name,
          code: errorCode(error),
          reason: (error as Error).message,
        },
        'service request failed',
      );
      throw upstreamFailure(target.name, error);
    }

    const gatewayVary = reply.getHeader('vary');
    void reply
      .code(response.statusCode)
      .headers(
        downstreamResponseHeaders(
          response.headers,
          typeof gatewayVary === 'string' ? gatewayVary : undefined,
        ),
      );
    if (request.method === 'HEAD' || BODYLESS_STATUSES.has(response.statusCode)) {
      await response.body.dump();
      void reply.send();
      return;
    }
    const length = Number(response.headers['content-length']);
    if (length <= BUFFERED_BODY_MAX_BYTES) {
      // A small answer is cheaper to relay as one buffer than through a stream pipeline.
      void reply.send(Buffer.from(await response.body.arrayBuffer()));
      return;
    }
    void reply.send(response.body);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.agent.close();
  }
}
