import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { INVALID_TOKEN_MESSAGE, NO_TOKEN_MESSAGE } from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/support/actors';
import { apiClient } from '../../test/support/api-client';
import type { RunningService } from '../../test/support/processes';
import { useStack } from '../../test/support/stack';

const REQUEST_TIMEOUT_MS = 3_000;
const UPLOAD_TIMEOUT_MS = 6_000;
const HEADERS_TIMEOUT_MS = 1_000;
/** Node checks for late requests once a second, so a 408 may come that much after its deadline. */
const SWEEP_SLACK_MS = 1_500;

const LOAD_TEST_KEY = 'load-test-key-for-held-requests';

// Auth issues the token an upload needs to get past the gateway.
const stack = useStack({ services: ['auth'], gateway: false });
let gateway: RunningService;
let capped: RunningService;
let perAddress: RunningService;
let token: string;
/** Stands in for the content service: takes the upload's connection and never answers. */
const silentService = createServer((socket) => socket.resume());

beforeAll(async () => {
  const timeouts = {
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  };
  await new Promise<void>((resolve) => silentService.listen(0, '127.0.0.1', resolve));
  const { port } = silentService.address() as AddressInfo;
  gateway = await stack.startGateway({
    ...timeouts,
    UPLOAD_TIMEOUT_MS: String(UPLOAD_TIMEOUT_MS),
    CONTENT_URL: `http://127.0.0.1:${port}`,
  });
  capped = await stack.startGateway({ ...timeouts, MAX_CONNECTIONS: '3' });
  perAddress = await stack.startGateway({
    MAX_CONNECTIONS_PER_ADDRESS: '2',
    LOAD_TEST_KEY,
    CONTENT_URL: `http://127.0.0.1:${port}`,
  });
  ({ token } = await register(apiClient(gateway.url), 'creator'));
});

afterAll(() => new Promise((resolve) => silentService.close(resolve)));

function open(service: RunningService): Promise<Socket> {
  const { hostname, port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

interface Exchange {
  status: number;
  headers: string;
  body: string;
  elapsedMs: number;
}

/** Writes `sent` and nothing more, then reads until the gateway closes the connection. */
async function stall(service: RunningService, sent: string): Promise<Exchange> {
  const socket = await open(service);
  const started = Date.now();
  socket.write(sent);
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  await new Promise((resolve) => socket.once('close', resolve));
  const [head, body = ''] = received.split('\r\n\r\n');
  return {
    status: Number(head.split(' ')[1]),
    headers: head.toLowerCase(),
    body,
    elapsedMs: Date.now() - started,
  };
}

function expectApiTimeout(exchange: Exchange, deadlineMs: number): void {
  expect(exchange.status).toBe(408);
  expect(exchange.headers).toContain('content-type: application/json');
  const body = JSON.parse(exchange.body);
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatch(/not received in time/);
  expect(exchange.elapsedMs).toBeGreaterThanOrEqual(deadlineMs - 100);
  expect(exchange.elapsedMs).toBeLessThan(deadlineMs + SWEEP_SLACK_MS);
}

describe('slow clients', () => {
  it('answers a body that stops arriving with 408 once the request timeout has passed', async () => {
    const exchange = await stall(
      gateway,
      'POST /api/auth/login HTTP/1.1\r\nHost: gateway\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expectApiTimeout(exchange, REQUEST_TIMEOUT_MS);
  });

  it('gives an upload until the longer upload timeout, then answers 408 the same way', async () => {
    const exchange = await stall(
      gateway,
      'POST /api/upload HTTP/1.1\r\nHost: gateway\r\n' +
        `Authorization: Bearer ${token}\r\n` +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n--x\r\n',
    );
    expectApiTimeout(exchange, UPLOAD_TIMEOUT_MS);
  });

  it('answers headers that stop arriving with 408 once the headers timeout has passed', async () => {
    const exchange = await stall(gateway, 'GET /api/health HTTP/1.1\r\nHost: gateway\r\n');
    expectApiTimeout(exchange, HEADERS_TIMEOUT_MS);
  });

  it('closes connections beyond the cap as they arrive', async () => {
    const sockets = await Promise.all(Array.from({ length: 6 }, () => open(capped)));
    const closedAtOnce = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), 300);
            socket.once('close', () => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
      ),
    );
    sockets.forEach((socket) => socket.destroy());
    // The stack's readiness probe may still hold one kept-alive connection of the three.
    expect(closedAtOnce.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    expect(closedAtOnce.filter((closed) => !closed).length).toBeGreaterThanOrEqual(2);
  });
});

/** The head of a multipart upload announcing a large body, of which nothing is sent. */
const uploadHead = (target: string, authorization = '') =>
  `${target.startsWith('/api/upload/files/') ? 'PATCH' : 'POST'} ${target} HTTP/1.1\r\n` +
  `Host: gateway\r\n${authorization}` +
  'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 10000000\r\n\r\n';

describe('uploads without a valid token', () => {
  it.each([
    ['/api/upload', '', MESSAGES.uploadLoginRequired],
    ['/api/upload?purpose=message', '', MESSAGES.messagingLoginRequired],
    ['/api/content', '', NO_TOKEN_MESSAGE],
    [`/api/upload/files/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, '', NO_TOKEN_MESSAGE],
    ['/api/upload', 'Authorization: Bearer not-a-token\r\n', INVALID_TOKEN_MESSAGE],
  ])('answers %s %s with 401 and closes the connection at once', async (target, auth, error) => {
    const exchange = await stall(gateway, uploadHead(target, auth));
    expect(exchange.status).toBe(401);
    expect(exchange.headers).toContain('connection: close');
    expect(JSON.parse(exchange.body)).toEqual({ error });
    expect(exchange.elapsedMs).toBeLessThan(1_000);
  });

  it('cuts off a client that keeps sending after the answer', async () => {
    const { hostname, port } = new URL(gateway.url);
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    const started = Date.now();
    socket.write(uploadHead('/api/upload'));
    const trickle = setInterval(() => socket.writable && socket.write('x'), 100);
    let received = '';
    let endedAfterMs = Number.POSITIVE_INFINITY;
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    socket.once('end', () => (endedAfterMs = Date.now() - started));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    expect(endedAfterMs).toBeLessThan(500);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('connections held by one address', () => {
  const slowLogin =
    'POST /api/auth/login HTTP/1.1\r\nHost: gateway\r\n' +
    'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":';
  const quick = (headers = '') =>
    `GET /api/nowhere HTTP/1.1\r\nHost: gateway\r\nConnection: close\r\n${headers}\r\n`;

  it('refuses a request past the cap with 429 and closes it, and takes one again once a place is free', async () => {
    const held = await Promise.all([open(perAddress), open(perAddress)]);
    held.forEach((socket) => socket.write(slowLogin));
    // Both heads must have been read before the next request is.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const refused = await stall(perAddress, quick());
    expect(refused.status).toBe(429);
    expect(refused.headers).toContain('connection: close');
    expect(JSON.parse(refused.body).error).toMatch(/Too many connections from your address/);
    expect(refused.elapsedMs).toBeLessThan(1_000);
    expect((await stall(perAddress, quick(`x-load-test-key: ${LOAD_TEST_KEY}\r\n`))).status).toBe(
      404,
    );

    held[0].destroy();
    await expect
      .poll(async () => (await stall(perAddress, quick())).status, { timeout: 2_000 })
      .toBe(404);
    held[1].destroy();
  });
});
