import { MESSAGES } from '@tessera/rules';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import {
  type GoogleTestIssuer,
  signGoogleIdToken,
  startGoogleTestIssuer,
  TEST_GOOGLE_CLIENT_ID,
} from '../../../test/support/google-test-issuer';
import { useStack } from '../../../test/support/stack';

let google: GoogleTestIssuer;
const stack = useStack({
  services: ['auth'],
  env: async () => {
    google = await startGoogleTestIssuer();
    return { auth: { GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl } };
  },
});
const api: Call = (...args) => apiClient(stack.gatewayUrl)(...args);
const pem = () => google.privateKeyPem;

afterAll(async () => {
  await google?.stop();
});

describe('Google sign-in', () => {
  it('publishes whether it is configured', async () => {
    const config = await api('GET', '/api/auth/google/config');
    expect(config.body.data).toEqual({
      enabled: true,
      clientId: expect.stringContaining('apps.googleusercontent.com'),
    });
  });

  it('creates a subscriber on first login and signs the same person in afterwards', async () => {
    const sub = randomUUID();
    const email = `g_${sub.slice(0, 8)}@gmail.com`;
    const credential = await signGoogleIdToken(pem(), { sub, email, name: 'Gia Google' });
    const first = await api('POST', '/api/auth/google/login', { credential });
    expect(first.status).toBe(200);
    expect(first.body.data.user).toMatchObject({
      email,
      role: 'subscriber',
      authProvider: 'google',
      emailVerified: true,
      displayName: 'Gia Google',
    });

    const second = await api('POST', '/api/auth/google/login', {
      credential: await signGoogleIdToken(pem(), { sub, email }),
    });
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
  });

  it('registers a creator when asked and links an existing password account by email', async () => {
    const sub = randomUUID();
    const creator = await api('POST', '/api/auth/google/register', {
      credential: await signGoogleIdToken(pem(), { sub, email: `c_${sub.slice(0, 8)}@gmail.com` }),
      role: 'creator',
    });
    expect(creator.body.data.user.role).toBe('creator');

    const local = newUser();
    const registered = await api('POST', '/api/auth/register', local);
    const linked = await api('POST', '/api/auth/google/login', {
      credential: await signGoogleIdToken(pem(), { sub: randomUUID(), email: local.email }),
    });
    expect(linked.body.data.user.id).toBe(registered.body.data.user.id);
  });

  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { iss: 'https://evil.example.com' }],
    ['an expired token', { expiresInSeconds: -60 }],
    ['an unverified email', { email_verified: false }],
  ])('refuses %s as an invalid Google token', async (_case, claims) => {
    const credential = await signGoogleIdToken(pem(), {
      sub: randomUUID(),
      email: 'x@gmail.com',
      ...claims,
    });
    const result = await api('POST', '/api/auth/google/login', { credential });
    expect(result.status).toBe(401);
    expect(result.body.error).toBe('Invalid Google token');
  });

  it('explains a missing credential', async () => {
    const result = await api('POST', '/api/auth/google/login', {});
    expect(result.status).toBe(400);
    expect(result.body.error).toBe(MESSAGES.googleCredentialMissing);
  });

  it('says so when Google is not configured', async () => {
    const unconfigured = await stack.startInstance('auth', {});
    try {
      const direct = apiClient(unconfigured.url);
      expect((await direct('GET', '/api/auth/google/config')).body.data).toEqual({
        enabled: false,
        clientId: null,
      });
      const result = await direct('POST', '/api/auth/google/login', { credential: 'anything' });
      expect(result.status).toBe(503);
      expect(result.body.error).toBe('Google OAuth not configured');
    } finally {
      await unconfigured.stop();
    }
  });
});
