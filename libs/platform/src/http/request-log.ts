import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Level, Logger } from 'pino';
import { redactUrl } from '../logging/create-logger';

/** A request this slow is logged like a failed one, whatever its status. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Refused, failed and slow requests are what operators look for in the logs; a fast successful
 * one is already counted in the metrics (by route, status and duration), so its line is debug:
 * written on every request at info it was one of the larger costs of the request path.
 */
export function requestLogLevel(statusCode: number, elapsedMs: number): Level {
  return statusCode >= 400 || elapsedMs >= SLOW_REQUEST_MS ? 'info' : 'debug';
}

function isLevelEnabled(log: FastifyBaseLogger, level: Level): boolean {
  return (log as Partial<Pick<Logger, 'isLevelEnabled'>>).isLevelEnabled?.(level) ?? true;
}

/** One line per completed request, at the level above, with credentials removed from the URL. */
export function registerRequestLog(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const level = requestLogLevel(reply.statusCode, reply.elapsedTime);
    // Checked first, so a line that is not written costs no object and no URL scan.
    if (isLevelEnabled(request.log, level)) {
      request.log[level](
        {
          method: request.method,
          url: redactUrl(request.url),
          statusCode: reply.statusCode,
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    }
    done();
  });
}
