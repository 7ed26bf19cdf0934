import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { freePort } from '../../../test/support/free-port';
import { withInternalToken } from '../../../test/support/internal-export';
import { useStack } from '../../../test/support/stack';
import { type Actor, connected, connectSocket, messagingApi, register } from './messaging-actors';

const SESSION_ENDED = 'Session has ended. Please sign in again.';
const SLOW_DOWN = 'Too many messages, slow down';

const stack = useStack({ services: ['auth', 'messaging'] });
let api: Call;
let messaging: ReturnType<typeof messagingApi>;
const sockets: Socket[] = [];

beforeAll(() => {
  api = apiClient(stack.gatewayUrl);
  messaging = messagingApi(api);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

interface SignedIn extends Actor {
  refreshToken: string;
}

async function signUp(): Promise<SignedIn> {
  const registered = await api('POST', '/api/auth/register', newUser({ role: 'creator' }));
  expect(registered.status).toBe(201);
  const { user, token, refreshToken } = registered.body.data;
  return { id: user.id, token, refreshToken, username: user.username };
}

/** Through the gateway with `auth: { token }` only, or straight to a messaging instance. */
async function open(token: string, url = stack.gatewayUrl): Promise<Socket> {
  const socket =
    url === stack.gatewayUrl
      ? connectSocket(url, { id: '', username: '', token })
      : io(url, {
          transports: ['websocket'],
          auth: { token },
          reconnection: false,
          forceNew: true,
        });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

interface Ending {
  reason?: string;
  error?: string;
  disconnect: string;
  at: number;
}

/** When and why the server closes the socket: its `session:ended` notice, then the disconnect. */
function ending(socket: Socket, timeoutMs = 10_000): Promise<Ending> {
  return new Promise((resolve, reject) => {
    let notice: { reason?: string; error?: string } = {};
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    socket.once(
      'session:ended',
      (payload: { reason: string; error: string }) => (notice = payload),
    );
    socket.once('disconnect', (disconnect) => {
      clearTimeout(timer);
      resolve({ ...notice, disconnect, at: Date.now() });
    });
  });
}

/**
 * Signs access tokens as auth does, with a key of its own that a messaging instance is told to
 * trust: auth's shortest access-token lifetime is a minute, too long to wait for in a test.
 */
async function startTokenIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'socket-test-key', alg: 'EdDSA', use: 'sig' };
  const server: HttpServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    sign: (userId: string, sessionId: string, lifetimeSeconds: number) =>
      new SignJWT({ role: 'creator', sid: sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'EdDSA', kid: jwk.kid, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer('tessera-auth')
        .setAudience('tessera')
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('sockets end with their session', () => {
  it('closes every socket of a session within a second of logout, on every replica', async () => {
    const user = await signUp();
    const bystander = await signUp();
    const main = stack.env('messaging');
    const replica = await stack.startInstance('messaging', {
      MONGO_DB: main.MONGO_DB,
      MESSAGING_REDIS_PREFIX: main.MESSAGING_REDIS_PREFIX,
    });
    const [viaGateway, polling, onReplica, other] = await Promise.all([
      open(user.token),
      (async () => {
        const socket = connectSocket(stack.gatewayUrl, user, ['polling']);
        sockets.push(socket);
        await connected(socket);
        return socket;
      })(),
      open(user.token, replica.url),
      open(bystander.token),
    ]);
    const endings = [viaGateway, polling, onReplica].map((socket) => ending(socket));

    const loggedOutAt = Date.now();
    const logout = await api('POST', '/api/auth/logout', {}, { token: user.token });
    expect(logout.status).toBe(200);
    for (const ended of await Promise.all(endings)) {
      expect(ended).toMatchObject({
        reason: 'revoked',
        error: SESSION_ENDED,
        disconnect: 'io server disconnect',
      });
      expect(ended.at - loggedOutAt).toBeLessThan(1000);
    }
    expect(other.connected).toBe(true);
    await expect(open(user.token)).rejects.toThrow(SESSION_ENDED);
  });

  it('closes the sockets of every session of a user an admin suspends within a second', async () => {
    const input = newUser({ role: 'creator' });
    const registered = await api('POST', '/api/auth/register', input);
    const user = registered.body.data.user as { id: string };
    const second = await api('POST', '/api/auth/login', input);
    const [first, again] = await Promise.all([
      open(registered.body.data.token),
      open(second.body.data.token),
    ]);
    const endings = [first, again].map((socket) => ending(socket));

    const suspension = await apiClient(stack.url('auth'))(
      'PUT',
      `/internal/users/${user.id}/status`,
      { status: 'suspended', reason: 'Spam in messages', actorId: 'an-admin' },
      withInternalToken(),
    );
    const answeredAt = Date.now();
    expect(suspension.body.data).toMatchObject({ status: 'suspended', changed: true });
    for (const ended of await Promise.all(endings)) {
      expect(ended).toMatchObject({ reason: 'revoked', disconnect: 'io server disconnect' });
      expect(ended.at - answeredAt).toBeLessThan(1000);
    }
  });

  it('re-authenticates an open socket with a refreshed token of the same user only', async () => {
    const user = await signUp();
    const stranger = await signUp();
    const socket = await open(user.token);
    const refreshed = await api('POST', '/api/auth/refresh', { refreshToken: user.refreshToken });
    expect(refreshed.status).toBe(200);
    const { token, refreshToken } = refreshed.body.data;

    const ack = await socket.timeout(5000).emitWithAck('auth:refresh', { token });
    expect(ack.ok).toBe(true);
    expect(Date.parse(ack.expiresAt)).toBeGreaterThan(Date.now() + 60_000);
    expect(
      await socket.timeout(5000).emitWithAck('auth:refresh', { token: stranger.token }),
    ).toEqual({ error: 'The token belongs to another user' });
    expect(await socket.timeout(5000).emitWithAck('auth:refresh', {})).toEqual({
      error: 'token is required',
    });
    expect(
      await socket.timeout(5000).emitWithAck('auth:refresh', { token: 'not-a-token' }),
    ).toEqual({ error: 'Invalid or expired token' });

    // The refreshed session still ends the socket.
    const ended = ending(socket);
    await api('POST', '/api/auth/logout', { refreshToken }, { token });
    expect(await ended).toMatchObject({ reason: 'revoked' });
  });
});

describe('a messaging instance trusting a test issuer', () => {
  let issuer: Awaited<ReturnType<typeof startTokenIssuer>>;
  let instanceUrl: string;

  beforeAll(async () => {
    issuer = await startTokenIssuer();
    const instance = await stack.startInstance('messaging', {
      JWKS_URL: issuer.jwksUrl,
      MESSAGING_SOCKET_CONNECT_TIMEOUT_MS: '1000',
    });
    instanceUrl = instance.url;
  });

  afterAll(async () => {
    await issuer?.close();
  });

  it('closes a socket when its token expires, unless the client sent a fresh one first', async () => {
    const [userA, userB, sessionA, sessionB] = [1, 2, 3, 4].map(() => randomUUID());
    const expiring = await open(await issuer.sign(userA, sessionA, 3), instanceUrl);
    const renewed = await open(await issuer.sign(userB, sessionB, 3), instanceUrl);
    const expired = ending(expiring);
    const fresh = await issuer.sign(userB, sessionB, 60);
    expect(await renewed.timeout(5000).emitWithAck('auth:refresh', { token: fresh })).toMatchObject(
      { ok: true },
    );

    expect(await expired).toMatchObject({
      reason: 'expired',
      disconnect: 'io server disconnect',
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(renewed.connected).toBe(true);
  });

  it('closes a transport that never presents a token', async () => {
    // An engine.io session opened by long-polling, without a socket.io handshake.
    const opened = await fetch(`${instanceUrl}/socket.io/?EIO=4&transport=polling`);
    const { sid } = JSON.parse((await opened.text()).slice(1)) as { sid: string };
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // A live session would hold this poll open; a closed one answers at once with engine.io's
    // close packet, and is unknown afterwards.
    const poll = () =>
      fetch(`${instanceUrl}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
        signal: AbortSignal.timeout(5000),
      });
    const closing = await poll();
    expect((await closing.text()).split('\u001e')).toContain('1');
    const after = await poll();
    expect(after.status).toBe(400);
    expect(await after.json()).toMatchObject({ message: 'Session ID unknown' });
  });
});

describe('socket event rate limit', () => {
  async function conversationOf(a: Actor): Promise<string> {
    const b = await register(api, 'creator');
    const opened = await messaging.direct(a, b);
    expect(opened.status).toBe(201);
    return opened.body.data.id;
  }

  it('answers sends past the burst with a slow-down error and stores only the allowed ones', async () => {
    const sender = await signUp();
    const conversationId = await conversationOf(sender);
    const socket = await open(sender.token);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        socket.timeout(10_000).emitWithAck('message:send', { conversationId, content: `m${n}` }),
      ),
    );
    const stored = answers.filter((answer) => typeof answer.id === 'string');
    const refused = answers.filter((answer) => answer.error === SLOW_DOWN);
    // A burst of 10, and perhaps one or two more refilled while the burst was sent.
    expect(stored.length).toBeGreaterThanOrEqual(10);
    expect(stored.length).toBeLessThanOrEqual(13);
    expect(refused).toHaveLength(30 - stored.length);
    const history = await messaging.history(sender, conversationId, '?limit=100');
    expect(history.body.data.items.map((message: { id: string }) => message.id).sort()).toEqual(
      stored.map((message) => message.id).sort(),
    );
    expect(socket.connected).toBe(true);
  });

  it('drops a socket that keeps flooding', async () => {
    const sender = await signUp();
    const conversationId = await conversationOf(sender);
    const socket = await open(sender.token);
    const dropped = ending(socket);
    for (let n = 0; n < 200; n += 1) socket.emit('typing:start', { conversationId });
    expect(await dropped).toMatchObject({ disconnect: 'io server disconnect' });
  });
});
