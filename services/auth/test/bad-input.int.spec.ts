import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser, type NewUserInput } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth'] });
let api: Call;
let owner: NewUserInput;
let ownerToken: string;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function unsignedToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

function tokenSignedWith(secret: string, claims: Record<string, unknown>): string {
  const head = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  owner = newUser();
  const registered = await api('POST', '/api/auth/register', owner);
  ownerToken = registered.body.data.token;
});

/** After every hostile request the account must be exactly as it was. */
async function expectOwnerUntouched() {
  const login = await api('POST', '/api/auth/login', {
    email: owner.email,
    password: owner.password,
  });
  expect(login.status).toBe(200);
  expect(login.body.data.user).toMatchObject({
    email: owner.email,
    role: 'subscriber',
    displayName: owner.displayName,
    bio: '',
  });
}

describe('hostile or broken input gets a clear 4xx and changes nothing', () => {
  it.each([
    ['operator object as email', { email: { $gt: '' }, password: 'whatever1' }],
    ['operator object as password', { email: 'x@example.com', password: { $ne: null } }],
    ['number as email', { email: 42, password: 'whatever1' }],
    ['array body', [1, 2, 3]],
    ['missing fields', {}],
  ])('login with %s', async (_case, body) => {
    const result = await api('POST', '/api/auth/login', body);
    expect(result.status).toBe(400);
    expect(result.body.error).toBeTypeOf('string');
    await expectOwnerUntouched();
  });

  it.each([
    ['operator object as email', { ...newUser(), email: { $gt: '' } }],
    ['role as an object', { ...newUser(), role: { $in: ['admin'] } }],
    ['username with a dollar operator', { ...newUser(), username: '$where' }],
    ['null body fields', { email: null, username: null, displayName: null, password: null }],
  ])('register with %s', async (_case, body) => {
    const result = await api('POST', '/api/auth/register', body);
    expect(result.status).toBe(400);
    expect(result.body.error).toBeTypeOf('string');
  });

  it('rejects malformed JSON', async () => {
    const result = await api('POST', '/api/auth/login', undefined, {
      rawBody: '{"email": "a@b.co", ',
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(/JSON/);
  });

  it('rejects an oversized body', async () => {
    const result = await api('PUT', '/api/auth/profile', undefined, {
      token: ownerToken,
      rawBody: JSON.stringify({ bio: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(result.status).toBe(413);
    expect(result.body.error).toBeTypeOf('string');
    await expectOwnerUntouched();
  });

  it('rejects unknown and oversized profile fields without storing them', async () => {
    const unknown = await api(
      'PUT',
      '/api/auth/profile',
      { role: 'admin', passwordHash: 'x' },
      { token: ownerToken },
    );
    expect(unknown.status).toBe(400);
    const long = await api(
      'PUT',
      '/api/auth/profile',
      { bio: 'x'.repeat(501) },
      { token: ownerToken },
    );
    expect(long.status).toBe(400);
    const badUrl = await api(
      'PUT',
      '/api/auth/profile',
      { avatar: 'javascript:alert(1)' },
      { token: ownerToken },
    );
    expect(badUrl.status).toBe(400);
    await expectOwnerUntouched();
  });

  it.each([
    [
      'alg none',
      () =>
        unsignedToken({
          sub: 'someone',
          role: 'admin',
          sid: 'x',
          typ: 'access',
          iss: 'tessera-auth',
          aud: 'tessera',
          exp: 9_999_999_999,
        }),
    ],
    [
      'a forged signature',
      () =>
        tokenSignedWith('not-the-real-secret-not-the-real-secret', {
          sub: 'someone',
          role: 'admin',
          sid: 'x',
          typ: 'access',
          iss: 'tessera-auth',
          aud: 'tessera',
          exp: 9_999_999_999,
        }),
    ],
    ['garbage', () => 'not.a.token'],
    [
      'a tampered payload',
      () => {
        const [head, , signature] = ownerToken.split('.');
        return `${head}.${base64url({ sub: 'someone-else', role: 'admin', sid: 'x', typ: 'access' })}.${signature}`;
      },
    ],
  ])('refuses a token with %s', async (_case, makeToken) => {
    const result = await api('PUT', '/api/auth/profile', { bio: 'owned' }, { token: makeToken() });
    expect(result.status).toBe(401);
    expect(result.body.error).toBe('Invalid or expired token');
    await expectOwnerUntouched();
  });

  it('never answers 500 to a path parameter full of operators', async () => {
    const result = await api('GET', `/api/users/${encodeURIComponent('{"$gt":""}')}`);
    expect(result.status).toBe(400);
  });
});
