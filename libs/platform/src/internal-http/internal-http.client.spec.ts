import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InternalHttpClient, type InternalHttpClientOptions } from './internal-http.client';
import { InternalHttpError } from './internal-http.error';

/** Requests the test server saw, by route, with the headers that matter here. */
const seen: Array<{
  route: string;
  requestId: unknown;
  idempotencyKey: unknown;
  internalToken: unknown;
}> = [];
const callsTo = (route: string) => seen.filter((call) => call.route === route);

/** Answers each route's calls in turn from a script; the last entry repeats. */
function scripted(steps: Array<{ status: number; body?: unknown; delayMs?: number }>) {
  let call = 0;
  return async () => steps[Math.min(call++, steps.length - 1)];
}

let server: FastifyInstance;
let baseUrl: string;
let scripts: Record<string, () => Promise<{ status: number; body?: unknown; delayMs?: number }>>;

beforeAll(async () => {
  server = Fastify();
  server.all('/api/:route', async (request, reply) => {
    const { route } = request.params as { route: string };
    seen.push({
      route,
      requestId: request.headers['x-request-id'],
      idempotencyKey: request.headers['idempotency-key'],
      internalToken: request.headers['x-internal-token'],
    });
    if (route === 'echo') {
      return { data: { query: request.query, body: request.body, method: request.method } };
    }
    const step = await scripts[route]();
    if (step.delayMs) await sleep(step.delayMs);
    if (typeof step.body === 'string') void reply.type('text/html');
    return reply.status(step.status).send(step.body);
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

beforeEach(() => {
  seen.length = 0;
  scripts = {};
});

const client = (options: Partial<InternalHttpClientOptions> = {}) =>
  new InternalHttpClient({
    service: 'content',
    baseUrl,
    backoffBaseMs: 5,
    backoffMaxMs: 20,
    circuit: false,
    ...options,
  });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(InternalHttpError);
      return error as InternalHttpError;
    },
  );

describe('InternalHttpClient', () => {
  it('returns the data of the envelope and sends query, JSON body and the request id', async () => {
    const answer = await client().post<{ query: unknown; body: unknown; method: string }>(
      '/api/echo',
      {
        query: { page: 2, tag: ['a', 'b'], skip: undefined },
        body: { title: 'Hi' },
        requestId: 'req-1',
      },
    );
    expect(answer).toEqual({
      query: { page: '2', tag: ['a', 'b'] },
      body: { title: 'Hi' },
      method: 'POST',
    });
    expect(callsTo('echo')[0].requestId).toBe('req-1');
  });

  it('gives every call a request id when the caller has none', async () => {
    await client().get('/api/echo');
    expect(callsTo('echo')[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the internal token on every call when it has one, and no such header otherwise', async () => {
    await client({ internalToken: 'shared-internal-token' }).get('/api/echo');
    await client().get('/api/echo');
    expect(callsTo('echo').map((call) => call.internalToken)).toEqual([
      'shared-internal-token',
      undefined,
    ]);
  });

  it('resolves to undefined for an answer without a body', async () => {
    scripts.gone = scripted([{ status: 204 }]);
    await expect(client().delete('/api/gone')).resolves.toBeUndefined();
  });

  it('gives up on an attempt after its timeout', async () => {
    scripts.slow = scripted([{ status: 200, body: { data: 'late' }, delayMs: 400 }]);
    const started = Date.now();
    const error = await failureOf(client({ retries: 0 }).get('/api/slow', { timeoutMs: 80 }));
    expect(Date.now() - started).toBeLessThan(350);
    expect(error).toMatchObject({ failure: 'timeout', service: 'content', method: 'GET' });
    expect(error.status).toBeUndefined();
  });

  it('retries a GET after 503 and a timeout, then returns the answer, with one request id', async () => {
    scripts.flaky = scripted([
      { status: 503, body: { error: 'Starting up' } },
      { status: 200, body: { data: 'late' }, delayMs: 300 },
      { status: 200, body: { data: { id: 'p1' } } },
    ]);
    const answer = await client({ timeoutMs: 100 }).get('/api/flaky', { requestId: 'req-2' });
    expect(answer).toEqual({ id: 'p1' });
    expect(callsTo('flaky').map((call) => call.requestId)).toEqual(['req-2', 'req-2', 'req-2']);
  });

  it('stops retrying after the configured attempts and reports the last failure', async () => {
    scripts.down = scripted([{ status: 502, body: 'Bad gateway' }]);
    const error = await failureOf(client({ retries: 2 }).put('/api/down', { body: {} }));
    expect(callsTo('down')).toHaveLength(3);
    expect(error).toMatchObject({ failure: 'response', status: 502, message: '502 Bad Gateway' });
  });

  it('never retries a POST without an idempotency key', async () => {
    scripts.create = scripted([{ status: 503, body: { error: 'Busy' } }]);
    const error = await failureOf(client().post('/api/create', { body: { title: 'x' } }));
    expect(callsTo('create')).toHaveLength(1);
    expect(error).toMatchObject({ status: 503, message: 'Busy' });
  });

  it('retries a POST that carries an idempotency key, sending the same key each time', async () => {
    scripts.pay = scripted([{ status: 504 }, { status: 201, body: { data: { paid: true } } }]);
    const answer = await client().post('/api/pay', { body: {}, idempotencyKey: 'order-7' });
    expect(answer).toEqual({ paid: true });
    expect(callsTo('pay').map((call) => call.idempotencyKey)).toEqual(['order-7', 'order-7']);
  });

  it('does not retry errors that a repetition cannot fix', async () => {
    scripts.broken = scripted([{ status: 500, body: { error: 'Internal server error' } }]);
    await failureOf(client().get('/api/broken'));
    expect(callsTo('broken')).toHaveLength(1);
  });

  it("maps the called service's failure envelope to status, message and field errors", async () => {
    const errors = [{ field: 'title', message: 'Title is required' }];
    scripts.missing = scripted([{ status: 404, body: { error: 'Post not found' } }]);
    scripts.invalid = scripted([{ status: 400, body: { error: 'Title is required', errors } }]);
    scripts.odd = scripted([{ status: 200, body: { id: 'no envelope' } }]);
    expect(await failureOf(client().get('/api/missing'))).toMatchObject({
      failure: 'response',
      status: 404,
      message: 'Post not found',
      path: '/api/missing',
    });
    expect(await failureOf(client().post('/api/invalid'))).toMatchObject({ status: 400, errors });
    expect(await failureOf(client().get('/api/odd'))).toMatchObject({
      failure: 'invalid-response',
    });
  });

  it('reports an unreachable service as a network failure after retrying', async () => {
    const closed = Fastify();
    await closed.listen({ host: '127.0.0.1', port: 0 });
    const { port } = closed.server.address() as AddressInfo;
    await closed.close();
    const error = await failureOf(client({ baseUrl: `http://127.0.0.1:${port}` }).get('/api/x'));
    expect(error.failure).toBe('network');
  });

  it('stops at once when the caller abandons the call', async () => {
    scripts.hang = scripted([{ status: 200, body: { data: 1 }, delayMs: 400 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(client().get('/api/hang', { signal: controller.signal }));
    expect(error.failure).toBe('aborted');
    expect(callsTo('hang')).toHaveLength(1);
  });

  it('fails fast while the circuit is open and lets one trial through after the pause', async () => {
    scripts.sick = scripted([
      { status: 503 },
      { status: 503 },
      { status: 200, body: { data: 'recovered' } },
    ]);
    const guarded = client({ retries: 0, circuit: { failureThreshold: 2, openMs: 150 } });
    await failureOf(guarded.get('/api/sick'));
    await failureOf(guarded.get('/api/sick'));
    expect(await failureOf(guarded.get('/api/sick'))).toMatchObject({ failure: 'circuit-open' });
    expect(callsTo('sick')).toHaveLength(2);
    await sleep(200);
    await expect(guarded.get('/api/sick')).resolves.toBe('recovered');
    await expect(guarded.get('/api/sick')).resolves.toBe('recovered');
  });
});
