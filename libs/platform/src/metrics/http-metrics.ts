import type { FastifyInstance } from 'fastify';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { RequestDurationHistogram } from './request-duration-histogram';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Its `_count` series is the number of requests by the same labels. */
const requestDuration = new RequestDurationHistogram(
  'http_request_duration_seconds',
  'HTTP request duration by method, route and status code',
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  metricsRegistry,
);

/** Records every response; the route label is the route pattern, never the raw URL, to bound cardinality. */
export function registerHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
