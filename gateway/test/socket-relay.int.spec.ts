import { createServer, type Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newUser } from '../../test/support/api-client';
import { freePort } from '../../test/support/free-port';
import type { RunningService } from '../../test/support/processes';
import { useStack } from '../../test/support/stack';

const stack = useStack({ services: ['auth'] });
let socketServer: Server;
let httpServer: HttpServer;
let gateway: RunningService;
const handshakes: Array<{ forwardedFor?: string; transport: string }> = [];

beforeAll(async () => {
  const port = await freePort();
  httpServer = createServer();
  socketServer = new Server(httpServer);
  socketServer.on('connection', (socket) => {
    handshakes.push({
      forwardedFor: socket.handshake.headers['x-forwarded-for'] as string | undefined,
      transport: socket.conn.transport.name,
    });
    socket.on('echo', (payload: unknown, ack: (reply: unknown) => void) =>
      ack({ echoed: payload }),
    );
  });
  await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
  gateway = await stack.startGateway({ SOCKET_IO_URL: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  socketServer?.close();
  await new Promise((resolve) => httpServer?.close(resolve));
});

async function signedInToken(): Promise<{ token: string; refreshToken: string }> {
  const session = await apiClient(gateway.url)('POST', '/api/auth/register', newUser());
  return session.body.data;
}

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

describe('socket.io through the gateway', () => {
  it('relays a WebSocket connection of a signed-in user both ways', async () => {
    const { token } = await signedInToken();
    const socket = await connectThroughGateway({ transports: ['websocket'], query: { token } });
    try {
      const reply = await socket.timeout(5000).emitWithAck('echo', { hello: 'world' });
      expect(reply).toEqual({ echoed: { hello: 'world' } });
      expect(handshakes.at(-1)).toMatchObject({ transport: 'websocket' });
      expect(handshakes.at(-1)?.forwardedFor).toMatch(/127\.0\.0\.1/);
    } finally {
      socket.close();
    }
  });

  it('relays long-polling, then the upgrade to WebSocket', async () => {
    const { token } = await signedInToken();
    const socket = await connectThroughGateway({
      transports: ['polling', 'websocket'],
      extraHeaders: { authorization: `Bearer ${token}` },
      query: { token },
    });
    try {
      expect(handshakes.at(-1)).toMatchObject({ transport: 'polling' });
      const reply = await socket.timeout(5000).emitWithAck('echo', 42);
      expect(reply).toEqual({ echoed: 42 });
    } finally {
      socket.close();
    }
  });

  it('refuses a handshake without a token, with a bad one, or of an ended session', async () => {
    const { token, refreshToken } = await signedInToken();
    await expect(connectThroughGateway({ transports: ['websocket'] })).rejects.toThrow();
    await expect(
      connectThroughGateway({ transports: ['websocket'], query: { token: 'not-a-token' } }),
    ).rejects.toThrow();
    await expect(
      connectThroughGateway({ transports: ['polling'], query: { token: 'not-a-token' } }),
    ).rejects.toThrow();

    await apiClient(gateway.url)('POST', '/api/auth/logout', { refreshToken }, { token });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(
      connectThroughGateway({ transports: ['websocket'], query: { token } }),
    ).rejects.toThrow();
  });

  it('answers a refused upgrade in the API error shape', async () => {
    const response = await fetch(`${gateway.url}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'No authentication token found' });
  });
});
