import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { PinoNestLogger } from '../logging/pino-nest-logger';
import { registerHttpMetrics } from '../metrics/http-metrics';
import { ApiExceptionFilter } from './api-exception.filter';
import { requestIdFor } from './request-id';

export interface HttpAppOptions {
  logger: Logger;
  /** Largest accepted request body, in bytes. */
  bodyLimit?: number;
  /** Route prefix for the service's API; health and metrics stay at the root for probes. */
  globalPrefix?: string;
}

const DEFAULT_BODY_LIMIT = 100 * 1024;

/**
 * One Fastify-based Nest app per service, with request ids, JSON logs, the API error shape for
 * every failure (Nest routes Fastify's body-parsing errors to the same filter) and metrics.
 */
export async function createHttpApp(
  module: Type<unknown> | DynamicModule,
  options: HttpAppOptions,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    genReqId: requestIdFor,
    trustProxy: true,
  });
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  registerHttpMetrics(fastify);

  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    logger: new PinoNestLogger(options.logger),
  });
  app.useGlobalFilters(new ApiExceptionFilter(options.logger));
  if (options.globalPrefix) {
    app.setGlobalPrefix(options.globalPrefix, {
      exclude: ['health', 'health/live', 'health/ready', 'metrics', 'openapi.json'],
    });
  }
  app.enableShutdownHooks();
  return app;
}
