import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { lazyRequestLoggerFactory } from '../logging/lazy-request-logger';
import { PinoNestLogger } from '../logging/pino-nest-logger';
import { registerHttpMetrics } from '../metrics/http-metrics';
import { type MetricsPort, serveMetricsOnOwnPort } from '../metrics/metrics-port';
import { ApiExceptionFilter } from './api-exception.filter';
import { answerClientError, answerFrameworkError } from './client-error';
import { requestIdFor } from './request-id';
import { registerRequestLog } from './request-log';
import { registerUploadDeadlines, type UploadRoutes } from './upload-deadlines';

export interface HttpAppOptions {
  logger: Logger;
  /** Largest accepted request body, in bytes. */
  bodyLimit?: number;
  /** Route prefix for the service's API; health and metrics stay at the root for probes. */
  globalPrefix?: string;
  /** Longest a client may take to send a whole request, body included, before a 408. */
  requestTimeoutMs?: number;
  /** Longest a client may take to send the request line and headers, before a 408. */
  headersTimeoutMs?: number;
  /** Most connections held at once; further ones are closed as they arrive. */
  maxConnections?: number;
  /**
   * Serves metrics on a port of their own, for an app whose port faces the internet; its module
   * then leaves out the `/metrics` route (`HealthModule.forRoot(..., { metricsRoute: false })`).
   */
  metricsPort?: MetricsPort;
  /** Routes that receive files, and how long an upload to them may take to arrive. */
  uploads?: UploadRoutes;
  /** Keeps each request's bytes as `request.rawBody`, for verifying signatures over them. */
  rawBody?: boolean;
}

const DEFAULT_BODY_LIMIT = 100 * 1024;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_HEADERS_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_CONNECTIONS = 10_000;
/** Node enforces the two timeouts by sweeping its connections; this bounds how late a 408 comes. */
const TIMEOUT_SWEEP_INTERVAL_MS = 1_000;

/**
 * One Fastify-based Nest app per service, with request ids, JSON logs, the API error shape for
 * every failure (Nest routes Fastify's body-parsing errors to the same filter) and metrics. A
 * client that sends its request too slowly gets a 408 rather than holding a connection for good;
 * idle keep-alive connections close after Fastify's 72 s. There is no idle-socket timeout:
 * long-polling and streamed answers are quiet for a while by design.
 */
export async function createHttpApp(
  module: Type<unknown> | DynamicModule,
  options: HttpAppOptions,
): Promise<NestFastifyApplication> {
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const serverRequestTimeout = Math.max(requestTimeout, options.uploads?.timeoutMs ?? 0);
  const adapter = new FastifyAdapter({
    loggerInstance: options.logger,
    childLoggerFactory: lazyRequestLoggerFactory,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    genReqId: requestIdFor,
    trustProxy: true,
    // One line per request, written by the request log with credentials removed from the URL.
    disableRequestLogging: true,
    requestTimeout: serverRequestTimeout,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(
        options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS,
        requestTimeout,
      ),
      connectionsCheckingInterval: TIMEOUT_SWEEP_INTERVAL_MS,
    },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  const fastify = adapter.getInstance();
  fastify.server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  if (options.uploads) registerUploadDeadlines(fastify, options.uploads, requestTimeout);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  registerRequestLog(fastify);
  registerHttpMetrics(fastify);
  if (options.metricsPort) serveMetricsOnOwnPort(fastify, options.metricsPort, options.logger);

  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    logger: new PinoNestLogger(options.logger),
    rawBody: options.rawBody ?? false,
  });
  app.useGlobalFilters(new ApiExceptionFilter(options.logger));
  if (options.globalPrefix) {
    app.setGlobalPrefix(options.globalPrefix, {
      exclude: [
        'health',
        'health/live',
        'health/ready',
        'health/consumers',
        'metrics',
        'openapi.json',
        '.well-known/jwks.json',
        // Service-to-service routes: no `/api` path, so the gateway can never forward to them.
        'internal/{*path}',
      ],
    });
  }
  app.enableShutdownHooks();
  return app;
}
