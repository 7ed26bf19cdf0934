import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_TARGET_LENGTH, registerRequestTargetChecks } from './request-target-checks';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerRequestTargetChecks(app);
  app.get('/page', async () => ({ data: 'page' }));
  app.route({
    method: ['GET', 'POST'],
    url: '/socket.io/*',
    handler: async () => ({ data: 'io' }),
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('registerRequestTargetChecks', () => {
  it('refuses a request target over the limit with 414', async () => {
    const longest = `/page?q=${'a'.repeat(MAX_REQUEST_TARGET_LENGTH - '/page?q='.length)}`;
    expect((await app.inject({ method: 'GET', url: longest })).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: `${longest}a` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'The request URL is too long.' });
  });

  it('answers a method a served path does not take with 405 and the ones it does', async () => {
    const page = await app.inject({ method: 'DELETE', url: '/page?x=1' });
    expect(page.statusCode).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD');
    expect(page.json()).toEqual({ error: 'DELETE is not allowed here; use GET, HEAD.' });

    const socket = await app.inject({ method: 'PUT', url: '/socket.io/?EIO=4' });
    expect(socket.statusCode).toBe(405);
    expect(socket.headers.allow).toBe('GET, HEAD, POST');
  });

  it('leaves paths no method is served on to the not-found handler', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/nowhere' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
  });
});
