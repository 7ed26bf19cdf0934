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
import { exchangeWithService, type UpstreamAnswer } from './upstream-exchange';

/** How long a service may take to start answering, and to send each further part of its answer. */
const SERVICE_TIMEOUT_MS = 10_000;

/**
 * Answers up to this size are read whole before relaying, as one buffer is cheaper to relay than a
 * stream pipeline; larger ones (media) stream through.
 */
const BUFFERED_BODY_MAX_BYTES = 64 * 1024;

/** The edge parsers leave bodies as received: bytes, text, or the stream of an upload. */
function bodyOf(request: FastifyRequest): Buffer | string | Readable | undefined {
  const { body } = request;
  if (Buffer.isBuffer(body) || typeof body === 'string' || body instanceof Readable) return body;
  return undefined;
}

/**
 * Forwards a request to a service over pooled keep-alive connections and relays the answer. The
 * service sees the same method, path and query the client sent.
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
    let abandoned = false;
    let answer: UpstreamAnswer;
    try {
      answer = await exchangeWithService(
        this.agent,
        {
          origin: target.baseUrl,
          path: originFormTarget(request.url),
          method: request.method as Dispatcher.HttpMethod,
          headers: upstreamRequestHeaders(request.headers, request.id, client),
          body: bodyOf(request),
        },
        BUFFERED_BODY_MAX_BYTES,
        (abandon) =>
          reply.raw.once('close', () => {
            if (reply.raw.writableFinished) return;
            abandoned = true;
            abandon();
          }),
      );
    } catch (error) {
      if (abandoned) return;
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
      .code(answer.statusCode)
      .headers(
        downstreamResponseHeaders(
          answer.headers,
          typeof gatewayVary === 'string' ? gatewayVary : undefined,
        ),
      );
    // HEAD and bodyless statuses arrive as an empty buffer, and go out with no body.
    const empty = Buffer.isBuffer(answer.body) && answer.body.length === 0;
    void reply.send(empty ? undefined : answer.body);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.agent.close();
  }
}
