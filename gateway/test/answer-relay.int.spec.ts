import { createServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port';
import type { RunningService } from '../../test/support/processes';
import { useStack } from '../../test/support/stack';

const stack = useStack({ services: [], gateway: false });
let gateway: RunningService;
const servers: Array<Server | ReturnType<typeof createTcpServer>> = [];

/** 300 KB: above the size the gateway reads whole, so it streams through. */
const LARGE_BODY = Buffer.alloc(300 * 1024, 'abcdefghij');

/** Stands in for the auth service with the kinds of answer a service gives. */
function answeringService(): Server {
  return createServer((request, response) => {
    const path = request.url ?? '';
    if (path === '/api/auth/large') {
      // No length: sent chunked, in pieces.
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      for (let offset = 0; offset < LARGE_BODY.length; offset += 64 * 1024) {
        response.write(LARGE_BODY.subarray(offset, offset + 64 * 1024));
      }
      response.end();
    } else if (path === '/api/auth/cached') {
      response.writeHead(304, { etag: '"v1"' });
      response.end();
    } else {
      const body = JSON.stringify({ data: { path } });
      response.writeHead(201, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        vary: 'Accept-Encoding',
        connection: 'x-private',
        'x-private': 'only for the hop',
        'x-service': 'auth',
      });
      response.end(body);
    }
  });
}

/** Answers with a control character in a header value, which no HTTP message may carry. */
function oddHeaderService(): ReturnType<typeof createTcpServer> {
  return createTcpServer((socket) => {
    socket.once('data', () =>
      socket.end(
        'HTTP/1.1 200 OK\r\nx-odd: a\x01b\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}',
      ),
    );
    socket.on('error', () => socket.destroy());
  });
}

async function listening<T extends Server | ReturnType<typeof createTcpServer>>(server: T) {
  const port = await freePort();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  gateway = await stack.startGateway({
    AUTH_URL: await listening(answeringService()),
    CONTENT_URL: await listening(oddHeaderService()),
  });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('relaying a service answer', () => {
  it("passes status, body and the service's headers on, with the gateway's own added", async () => {
    const response = await fetch(`${gateway.url}/api/auth/profile?x=1`);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: { path: '/api/auth/profile?x=1' } });
    expect(response.headers.get('x-service')).toBe('auth');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('vary')).toBe('Origin, Accept-Encoding');
    // Named in the service's Connection header: hop-by-hop, not for the client.
    expect(response.headers.get('x-private')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/\S/);
  });

  it('streams a large answer through whole', async () => {
    const response = await fetch(`${gateway.url}/api/auth/large`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(LARGE_BODY)).toBe(true);
  });

  it('sends no body for HEAD or 304, keeping the headers that describe it', async () => {
    const head = await fetch(`${gateway.url}/api/auth/profile`, { method: 'HEAD' });
    expect(head.status).toBe(201);
    expect(head.headers.get('content-length')).toBe(
      String(JSON.stringify({ data: { path: '/api/auth/profile' } }).length),
    );
    expect(await head.text()).toBe('');

    const cached = await fetch(`${gateway.url}/api/auth/cached`);
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe('"v1"');
  });

  it('answers 502 in the API error shape for a header with a control character', async () => {
    const response = await fetch(`${gateway.url}/api/content/posts`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'The content service sent an answer that could not be read. Please try again shortly.',
    });
  });

  it('keeps the connection usable after each kind of answer', async () => {
    const { hostname, port } = new URL(gateway.url);
    const socket = connect({ host: hostname, port: Number(port) });
    let received = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (received += chunk));
    const ask = (method: string, path: string) =>
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: g\r\n\r\n`);
    ask('HEAD', '/api/auth/profile');
    ask('GET', '/api/auth/cached');
    ask('GET', '/api/auth/profile');
    await expect
      .poll(() => received.match(/^HTTP\/1\.1 \d+/gm)?.length ?? 0, { timeout: 5_000 })
      .toBe(3);
    socket.destroy();
    expect(received.match(/^HTTP\/1\.1 (\d+)/gm)).toEqual([
      'HTTP/1.1 201',
      'HTTP/1.1 304',
      'HTTP/1.1 201',
    ]);
    expect(received).toContain('{"data":{"path":"/api/auth/profile"}}');
  });
});
