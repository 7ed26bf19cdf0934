import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LazyRequestLogger, lazyRequestLoggerFactory } from './lazy-request-logger';

function capturedLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, next) {
      lines.push(JSON.parse(String(chunk)));
      next();
    },
  });
  return { logger: pino({ level }, sink), lines };
}

describe('LazyRequestLogger', () => {
  it('makes no child for lines below the level, and writes enabled ones with the bindings', () => {
    const { logger, lines } = capturedLogger('info');
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => {
      children += 1;
      return child(...args);
    }) as typeof logger.child;
    const request = new LazyRequestLogger(logger, { reqId: 'r-1' }, {});

    request.debug('not written');
    request.trace({ detail: 1 }, 'not written either');
    expect(request.isLevelEnabled('debug')).toBe(false);
    expect(children).toBe(0);

    request.warn({ code: 'E1' }, 'written');
    request.info('also written');
    expect(children).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: 'r-1', code: 'E1', msg: 'written' }),
      expect.objectContaining({ level: 30, reqId: 'r-1', msg: 'also written' }),
    ]);
  });

  it('follows a route level and a level set on it', () => {
    const { logger, lines } = capturedLogger('info');
    const quiet = new LazyRequestLogger(logger, { reqId: 'r-2' }, { level: 'error' });
    quiet.warn('dropped');
    expect(quiet.level).toBe('error');
    quiet.level = 'debug';
    quiet.debug('kept');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'r-2', msg: 'kept' })]);
    expect(new LazyRequestLogger(logger, {}, { level: 'silent' }).isLevelEnabled('fatal')).toBe(
      false,
    );
  });

  it('serves as Fastify request logger', async () => {
    const { logger, lines } = capturedLogger('info');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyRequestLoggerFactory });
    app.get('/', async (request) => {
      request.log.info({ step: 'handler' }, 'handled');
      return { ok: true };
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: expect.any(String), step: 'handler', msg: 'handled' }),
    );
  });
});
