import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { metricsRegistry } from './http-metrics';

export interface MetricsPort {
  /** 0 takes any free port; the one taken is logged. */
  port: number;
  host: string;
}

function answer(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

function scrape(request: IncomingMessage, response: ServerResponse, logger: Logger): void {
  if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
    answer(response, 404, 'application/json; charset=utf-8', '{"error":"Not found"}');
    return;
  }
  metricsRegistry.metrics().then(
    (text) => answer(response, 200, metricsRegistry.contentType, text),
    (error: unknown) => {
      logger.error({ err: error }, 'metrics could not be collected');
      answer(response, 500, 'application/json; charset=utf-8', '{"error":"Internal server error"}');
    },
  );
}

/**
 * Serves `GET /metrics` on a port of its own, opened with the app and closed with it, so the
 * scrape endpoint (Node version, routes, heap) stays inside the cluster while the app's port
 * may face the internet. A port already taken fails the start.
 */
export function serveMetricsOnOwnPort(
  fastify: FastifyInstance,
  { port, host }: MetricsPort,
  logger: Logger,
): void {
  const server = createServer((request, response) => scrape(request, response, logger));
  fastify.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    logger.info({ metricsPort: (server.address() as AddressInfo).port }, 'metrics served');
  });
  fastify.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper's kept-alive connection would hold the close up.
    server.closeAllConnections();
    await closed;
  });
}
