import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../test/support/processes';
import { useStack } from '../../test/support/stack';

const REQUEST_TIMEOUT_MS = 3_000;
const UPLOAD_TIMEOUT_MS = 6_000;
const HEADERS_TIMEOUT_MS = 1_000;
/** Node checks for late requests once a second, so a 408 may come that much after its deadline. */
const SWEEP_SLACK_MS = 1_500;

const stack = useStack({ services: [], gateway: false });
let gateway: RunningService;
let capped: RunningService;
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
