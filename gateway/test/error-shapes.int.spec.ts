import { connect, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port';
import type { RunningService } from '../../test/support/processes';
import { useStack } from '../../test/support/stack';

const stack = useStack({ services: [], gateway: false });
let gateway: RunningService;
let service: Server;

/**
 * Stands in for the auth service and misbehaves on request: answers garbage, never answers, or
 * hangs up. Anything else gets a plain 401, as a sign-in with wrong credentials would.
 */
function misbehavingService(): Server {
  return createServer((socket) => {
    socket.once('data', (chunk) => {
      const target = chunk.toString('latin1').split(' ', 2)[1] ?? '';
      if (target.startsWith('/api/auth/garbled')) socket.end('SMTP ready\r\n\r\n');
      else if (target.startsWith('/api/auth/silent')) return;
      else if (target.startsWith('/api/auth/hang-up')) socket.destroy();
      else {
        const body = '{"error":"Invalid credentials"}';
        socket.end(
          'HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\n' +
            `content-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
        );
      }
    });
    socket.on('error', () => socket.destroy());
  });
}

beforeAll(async () => {
  const port = await freePort();
  service = misbehavingService();
  await new Promise<void>((resolve) => service.listen(port, '127.0.0.1', resolve));
  gateway = await stack.startGateway({
    AUTH_URL: `http://127.0.0.1:${port}`,
    BODY_LIMIT_BYTES: '1024',
    REQUEST_TIMEOUT_MS: '2000',
    HEADERS_TIMEOUT_MS: '1000',
    RATE_LIMIT_CREDENTIALS_MAX: '1',
    // A window no other run shares, so its one allowed sign-in is this run's.
    RATE_LIMIT_WINDOW_SECONDS: String(3_600 + (Date.now() % 100_000)),
  });
});

afterAll(async () => {
  await new Promise((resolve) => service?.close(resolve));
});

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

async function request(method: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${gateway.url}${path}`, { method, ...init });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

/** Sends `text` as is and reads until the gateway closes the connection. */
async function raw(text: string): Promise<Answer> {
  const { hostname, port } = new URL(gateway.url);
  const socket = connect({ host: hostname, port: Number(port) });
  socket.write(text);
  let received = '';
  socket.setEncoding('latin1').on('data', (chunk: string) => (received += chunk));
  await new Promise((resolve) => socket.once('close', resolve));
  const [head, body = ''] = received.split('\r\n\r\n');
  const contentType = /^content-type:\s*(.*)$/im.exec(head)?.[1] ?? '';
  return { status: Number(head.split(' ')[1]), contentType, body };
}

const json = { 'content-type': 'application/json' };

const cases: Array<[string, number, () => Promise<Answer>]> = [
  ['an OPTIONS request without an Origin', 400, () => request('OPTIONS', '/api/auth/login')],
  ['malformed JSON', 400, () => request('POST', '/api/auth/x', { headers: json, body: '{"a":' })],
  ['a URL that is not valid', 400, () => request('GET', '/api/auth/%zz')],
  ['a request that is not HTTP', 400, () => raw('HELLO / SMTP/1.0\r\n\r\n')],
  [
    'a token that is not valid',
    401,
    () => request('GET', '/api/auth/profile', { headers: { authorization: 'Bearer forged' } }),
  ],
  ['an unknown API prefix', 404, () => request('GET', '/api/nowhere')],
  ['a method the path does not take', 405, () => request('DELETE', '/')],
  [
    'a body that stops arriving',
    408,
    () =>
      raw(
        'POST /api/auth/x HTTP/1.1\r\nHost: g\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"a":',
      ),
  ],
  [
    'a body over the limit',
    413,
    () => request('POST', '/api/auth/x', { headers: json, body: `"${'a'.repeat(2048)}"` }),
  ],
  ['a URL over the limit', 414, () => request('GET', `/api/auth/${'a'.repeat(9000)}`)],
  [
    'a form body',
    415,
    () => request('POST', '/api/auth/login', { body: new URLSearchParams({ email: 'a@b.co' }) }),
  ],
  [
    'headers over the limit',
    431,
    () => request('GET', '/api/auth/x', { headers: { 'x-filler': 'a'.repeat(20_000) } }),
  ],
  ['a service that answers garbage', 502, () => request('GET', '/api/auth/garbled')],
  ['a service that hangs up', 503, () => request('GET', '/api/auth/hang-up')],
  ['a service that does not answer', 504, () => request('GET', '/api/auth/silent')],
];

describe('what the gateway answers itself', () => {
  it('is 429 for a client over its limit', async () => {
    const signIn = () =>
      request('POST', '/api/auth/login', { headers: json, body: '{"email":"a@b.co"}' });
    expect((await signIn()).status).toBe(401);
    const limited = await signIn();
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({ error: expect.any(String) });
  });

  it.each(cases)('is in the API error shape for %s (%i)', async (_name, status, send) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.contentType).toMatch(/^application\/json/);
    const body = JSON.parse(answer.body);
    expect(typeof body.error).toBe('string');
    expect(body.error.length).toBeGreaterThan(0);
    expect(Object.keys(body).every((key) => ['error', 'message', 'errors'].includes(key))).toBe(
      true,
    );
  });
});
