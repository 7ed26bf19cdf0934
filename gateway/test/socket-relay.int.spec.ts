import { randomInt } from 'node:crypto';
import { createServer, request as httpRequest, type Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port';
import type { RunningService } from '../../test/support/processes';
import { useStack } from '../../test/support/stack';

/** The token the stand-in socket.io service accepts in the handshake's `auth`. */
const SERVICE_TOKEN = 'token-the-service-accepts';
const REFUSAL = 'Invalid or expired token';

const stack = useStack({ services: ['auth'] });
let socketServer: Server;
let httpServer: HttpServer;
let gateway: RunningService;
let strict: RunningService;
const handshakes: Array<{
  forwardedFor?: string;
  transport: string;
  url: string;
  auth: Record<string, unknown>;
}> = [];

beforeAll(async () => {
  const port = await freePort();
  httpServer = createServer();
  socketServer = new Server(httpServer);
  // Like the messaging service, the stand-in decides on the handshake's `auth` payload.
  socketServer.use((socket, next) =>
    socket.handshake.auth.token === SERVICE_TOKEN ? next() : next(new Error(REFUSAL)),
  );
  socketServer.on('connection', (socket) => {
    handshakes.push({
      forwardedFor: socket.handshake.headers['x-forwarded-for'] as string | undefined,
      transport: socket.conn.transport.name,
      url: socket.handshake.url,
      auth: socket.handshake.auth,
    });
    socket.on('echo', (payload: unknown, ack: (reply: unknown) => void) =>
      ack({ echoed: payload }),
    );
  });
  await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
  const upstream = { SOCKET_IO_URL: `http://127.0.0.1:${port}` };
  gateway = await stack.startGateway(upstream);
  strict = await stack.startGateway({
    ...upstream,
    RATE_LIMIT_API_MAX: '3',
    TRUSTED_PROXY_HOPS: '1',
  });
});

afterAll(async () => {
  socketServer?.close();
  await new Promise((resolve) => httpServer?.close(resolve));
});

/** Connects through the gateway; resolves with the socket or rejects with the refusal. */
function connectThroughGateway(options: Parameters<typeof io>[1]): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(gateway.url, { reconnection: false, timeout: 5000, ...options });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** A bare WebSocket upgrade request to the strict gateway, as `client`; resolves its status. */
function upgradeStatus(client: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${strict.url}/socket.io/?EIO=4&transport=websocket`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'x-forwarded-for': client,
      },
    });
    request.once('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, body: '' });
    });
    request.once('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.once('error', reject);
    request.end();
  });
}

const randomClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('socket.io through the gateway', () => {
  it('relays a WebSocket connection with the token in `auth` only, both ways', async () => {
    const socket = await connectThroughGateway({
      transports: ['websocket'],
      auth: { token: SERVICE_TOKEN },
    });
    try {
      const reply = await socket.timeout(5000).emitWithAck('echo', { hello: 'world' });
      expect(reply).toEqual({ echoed: { hello: 'world' } });
      const handshake = handshakes.at(-1);
      expect(handshake).toMatchObject({ transport: 'websocket', auth: { token: SERVICE_TOKEN } });
      expect(handshake?.url).not.toContain('token');
      expect(handshake?.forwardedFor).toMatch(/127\.0\.0\.1/);
    } finally {
      socket.close();
    }
  });

  it('relays long-polling, then the upgrade to WebSocket', async () => {
    const socket = await connectThroughGateway({
      transports: ['polling', 'websocket'],
      auth: { token: SERVICE_TOKEN },
    });
    try {
      expect(handshakes.at(-1)).toMatchObject({ transport: 'polling' });
      const reply = await socket.timeout(5000).emitWithAck('echo', 42);
      expect(reply).toEqual({ echoed: 42 });
    } finally {
      socket.close();
    }
  });

  it('leaves the decision to the service and passes its refusal to the client', async () => {
    for (const transports of [['websocket'], ['polling']]) {
      await expect(
        connectThroughGateway({ transports, auth: { token: 'not-the-token' } }),
      ).rejects.toThrow(REFUSAL);
      await expect(connectThroughGateway({ transports })).rejects.toThrow(REFUSAL);
    }
  });

  it('rate-limits socket requests per client address, in the API error shape', async () => {
    const upgrader = randomClient();
    const upgrades = [];
    for (let i = 0; i < 4; i += 1) upgrades.push(await upgradeStatus(upgrader));
    expect(upgrades.slice(0, 3).map((u) => u.status)).toEqual([101, 101, 101]);
    expect(upgrades[3].status).toBe(429);
    expect(JSON.parse(upgrades[3].body)).toEqual({
      error: 'Too many requests. Please try again later.',
    });
    // Another address is not affected; long-polling counts against the same limit. A hit whose
    // count Redis does not return within its deadline is let through (the gateway fails open), as
    // one was on a loaded machine, so the polls go on until one is refused, six at the most.
    const poller = randomClient();
    const polls = [];
    while (polls.length < 6 && !polls.includes(429)) {
      const response = await fetch(`${strict.url}/socket.io/?EIO=4&transport=polling`, {
        headers: { 'x-forwarded-for': poller },
      });
      polls.push(response.status);
      await response.arrayBuffer();
    }
    expect(polls.slice(0, 3)).toEqual([200, 200, 200]);
    expect(polls.at(-1)).toBe(429);
  });
});
