import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '@tessera/rules';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { ACCESS_TOKEN_KEYS } from '../src/auth/access-token.verifier';
import { AccessTokenModule } from '../src/auth/auth.module';
import { RedisModule } from '../src/redis/redis.module';
import { QueueModule } from '../src/queue';
import { REDIS_URL, removeKeys, uniquePrefix } from './queue-test-support';

const settings = {
  JWKS_URL: 'http://127.0.0.1:9/unused',
  JWT_ISSUER: 'tessera-auth',
  JWT_AUDIENCE: 'tessera',
  ACCESS_TOKEN_TTL_SECONDS: 900,
};
const prefix = uniquePrefix('board');
const BOARD = '/api/test/queues';
const KID = 'test-key';
const signingKey = generateKeyPairSync('ed25519');

/** Verifies with the test's own public key, as auth verifies with its key store. */
@Module({
  providers: [{ provide: ACCESS_TOKEN_KEYS, useValue: async () => signingKey.publicKey }],
  exports: [ACCESS_TOKEN_KEYS],
})
class TestKeysModule {}

/** An access token as auth issues them; `key` and `expiresAt` let a test forge or age one. */
function accessToken(
  role: Role,
  {
    key = signingKey.privateKey,
    expiresAt = '5m',
  }: { key?: KeyObject; expiresAt?: string | number } = {},
) {
  return new SignJWT({ role, sid: 'session-1', typ: 'access' })
    .setProtectedHeader({ alg: 'EdDSA', kid: KID })
    .setSubject(`user-${role}`)
    .setIssuer(settings.JWT_ISSUER)
    .setAudience(settings.JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
}

@Module({
  imports: [
    RedisModule.forRoot(REDIS_URL),
    AccessTokenModule.forRoot(settings, TestKeysModule),
    QueueModule.forRoot({ redisUrl: REDIS_URL, prefix, board: { path: BOARD } }),
    QueueModule.forFeature({ name: 'media' }, { name: 'publishing' }),
  ],
})
class BoardTestModule {}

let app: NestFastifyApplication;
let fastify: FastifyInstance;
let admin: string;
let subscriber: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  fastify.inject({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  app = await NestFactory.create<NestFastifyApplication>(BoardTestModule, new FastifyAdapter(), {
    logger: false,
    abortOnError: false,
  });
  await app.init();
  fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  admin = await accessToken('admin');
  subscriber = await accessToken('subscriber');
});

afterAll(async () => {
  await app?.close();
  await removeKeys(prefix);
});

describe('Bull Board behind the admin check', () => {
  it('refuses anonymous requests to the page, its assets and its API', async () => {
    for (const url of [BOARD, `${BOARD}/api/queues`, `${BOARD}/static/favicon.ico`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'No authentication token found' });
    }
  });

  it('refuses forged and expired tokens', async () => {
    const forged = await accessToken('admin', {
      key: generateKeyPairSync('ed25519').privateKey,
    });
    const expired = await accessToken('admin', { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    for (const token of [forged, expired, 'not-a-token']) {
      expect((await get(`${BOARD}/api/queues`, bearer(token))).statusCode).toBe(401);
    }
  });

  it('refuses users who are not admins, and gives them no board cookie', async () => {
    expect((await get(BOARD, bearer(subscriber))).statusCode).toBe(403);
    expect((await get(`${BOARD}/api/queues`, bearer(subscriber))).statusCode).toBe(403);
    const session = await fastify.inject({
      method: 'POST',
      url: `${BOARD}/session`,
      headers: bearer(subscriber),
    });
    expect(session.statusCode).toBe(403);
    expect(session.headers['set-cookie']).toBeUndefined();
  });

  it('serves an admin the board and its queues', async () => {
    const page = await get(BOARD, bearer(admin));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`<base href="${BOARD}/" />`);
    expect(page.body).toContain('<title>Tessera queues</title>');
    const queues = await get(`${BOARD}/api/queues`, bearer(admin));
    expect(queues.statusCode).toBe(200);
    const names = (queues.json() as { queues: Array<{ name: string }> }).queues.map((q) => q.name);
    expect(names.sort()).toEqual(['media', 'publishing']);
  });

  it("opens a browser session from an admin's bearer token that the page and its XHRs carry", async () => {
    const session = await fastify.inject({
      method: 'POST',
      url: `${BOARD}/session`,
      headers: bearer(admin),
    });
    expect(session.statusCode).toBe(204);
    const setCookie = String(session.headers['set-cookie']);
    expect(setCookie.split('; ')).toEqual(
      expect.arrayContaining([`Path=${BOARD}`, 'HttpOnly', 'Secure', 'SameSite=Strict']),
    );
    const cookie = setCookie.split(';')[0];
    expect((await get(BOARD, { cookie })).statusCode).toBe(200);
    expect((await get(`${BOARD}/api/queues`, { cookie })).statusCode).toBe(200);
    expect((await get(`${BOARD}/static/favicon.ico`, { cookie })).statusCode).toBe(200);

    const ended = await fastify.inject({
      method: 'DELETE',
      url: `${BOARD}/session`,
      headers: { cookie },
    });
    expect(String(ended.headers['set-cookie'])).toContain('Max-Age=0');
  });

  it('refuses a board cookie that holds the token of a user who is not an admin', async () => {
    const cookie = `tessera_queue_board=${subscriber}`;
    expect((await get(`${BOARD}/api/queues`, { cookie })).statusCode).toBe(403);
  });
});
