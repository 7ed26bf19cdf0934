import { execFile } from 'node:child_process';
import { createHmac, generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { REPO_ROOT, type RunningService } from '../../../test/support/processes';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth'] });
let api: Call;
/** A second process that trusts auth's tokens, as every other service does. */
let other: RunningService;
let otherApi: Call;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  other = await stack.startInstance('auth', { MONGO_DB: stack.env('auth').MONGO_DB });
  otherApi = apiClient(other.url);
});

const profile = (call: Call, token: string) =>
  call('GET', '/api/auth/profile', undefined, { token });

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Polls until `check` holds, for at most `ms`; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not true within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

describe('asymmetric access tokens', () => {
  it('publishes public Ed25519 keys only, and signs tokens with one of them', async () => {
    const jwks = await (await fetch(`${stack.url('auth')}/.well-known/jwks.json`)).json();
    expect(jwks.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
    const session = await api('POST', '/api/auth/register', newUser());
    const header = decodeProtectedHeader(session.body.data.token);
    expect(header.alg).toBe('EdDSA');
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toContain(header.kid);
    expect((await profile(api, session.body.data.token)).status).toBe(200);
    expect((await profile(otherApi, session.body.data.token)).status).toBe(200);
  });

  it('refuses tokens signed with any other key or algorithm, at the gateway and in services', async () => {
    const session = await api('POST', '/api/auth/register', newUser());
    const real = session.body.data.token as string;
    const claims = JSON.parse(Buffer.from(real.split('.')[1], 'base64url').toString());
    const { kid } = decodeProtectedHeader(real);
    const foreign = generateKeyPairSync('ed25519').privateKey;
    const forgedEdDsa = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'JWT' })
      .sign(foreign);
    const hsHead = `${base64url({ alg: 'HS256', kid, typ: 'JWT' })}.${base64url(claims)}`;
    const forgedHs256 = `${hsHead}.${createHmac('sha256', 'guessed-secret').update(hsHead).digest('base64url')}`;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    for (const token of [forgedEdDsa, forgedHs256, unsigned]) {
      expect((await profile(api, token)).status).toBe(401);
      expect((await profile(otherApi, token)).status).toBe(401);
    }
  });
});

describe('revocation everywhere', () => {
  it('refuses a logged-out access token at the gateway and in another service within a second', async () => {
    // A gateway whose auth service is unreachable: what it refuses, it refuses at its own edge.
    const edgeOnly = apiClient((await stack.startGateway({ AUTH_URL: 'http://127.0.0.1:9' })).url);
    const session = await api('POST', '/api/auth/register', newUser());
    const { token, refreshToken } = session.body.data;
    expect((await profile(otherApi, token)).status).toBe(200);
    expect((await profile(edgeOnly, token)).status).toBe(503);

    expect((await api('POST', '/api/auth/logout', { refreshToken }, { token })).status).toBe(200);

    const elapsed = await within(1000, async () => (await profile(otherApi, token)).status === 401);
    expect(elapsed).toBeLessThan(1000);
    const refused = await profile(otherApi, token);
    expect(refused.body.error).toBe('Session has ended. Please sign in again.');
    expect((await profile(api, token)).status).toBe(401);
    expect((await profile(edgeOnly, token)).status).toBe(401);
  });

  it('refuses it in a process that starts after the logout too', async () => {
    const session = await api('POST', '/api/auth/register', newUser());
    const { token, refreshToken } = session.body.data;
    await api('POST', '/api/auth/logout', { refreshToken }, { token });
    const late = await stack.startInstance('auth', { MONGO_DB: stack.env('auth').MONGO_DB });
    try {
      expect((await profile(apiClient(late.url), token)).status).toBe(401);
    } finally {
      await late.stop();
    }
  });

  it('ends every session of a user whose role an admin changes', async () => {
    const admin = newUser();
    await promisify(execFile)(
      process.execPath,
      [
        path.join(REPO_ROOT, 'services/auth/dist/cli/create-admin.js'),
        '--email',
        admin.email,
        '--username',
        admin.username,
      ],
      { env: { ...process.env, ...stack.env('auth'), ADMIN_PASSWORD: admin.password } },
    );
    const adminToken = (
      await api('POST', '/api/auth/login', { email: admin.email, password: admin.password })
    ).body.data.token;
    const member = await api('POST', '/api/auth/register', newUser());
    const memberToken = member.body.data.token;
    expect((await profile(otherApi, memberToken)).status).toBe(200);

    const promoted = await api(
      'PUT',
      `/api/users/${member.body.data.user.id}`,
      { role: 'creator' },
      { token: adminToken },
    );
    expect(promoted.status).toBe(200);

    await within(1000, async () => (await profile(otherApi, memberToken)).status === 401);
    expect((await profile(api, memberToken)).status).toBe(401);
  });
});
