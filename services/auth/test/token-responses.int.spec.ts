import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, apiClient, type Call, newUser } from '../../../test/support/api-client';
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
let api: Call;

beforeAll(() => {
  api = apiClient(stack.gatewayUrl);
});

afterAll(async () => {
  await google?.stop();
});

function expectNotStored(result: ApiResult, status: number) {
  expect(result.status).toBe(status);
  expect(result.headers.get('cache-control')).toBe('no-store');
}

describe('responses that carry tokens', () => {
  it('tell every cache not to keep them', async () => {
    const input = newUser();
    const registered = await api('POST', '/api/auth/register', input);
    expectNotStored(registered, 201);

    const login = await api('POST', '/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expectNotStored(login, 200);

    const refreshed = await api('POST', '/api/auth/refresh', {
      refreshToken: login.body.data.refreshToken,
    });
    expectNotStored(refreshed, 200);

    const device = await api('POST', '/api/auth/devices', undefined, {
      token: refreshed.body.data.token,
    });
    expectNotStored(device, 201);
    const quick = await api('POST', '/api/auth/devices/sign-in', {
      deviceToken: device.body.data.deviceToken,
    });
    expectNotStored(quick, 200);

    const sub = randomUUID();
    const credential = await signGoogleIdToken(google.privateKeyPem, {
      sub,
      email: `g_${sub.slice(0, 8)}@gmail.com`,
      name: 'Gia Google',
    });
    expectNotStored(await api('POST', '/api/auth/google/register', { credential }), 200);
    expectNotStored(await api('POST', '/api/auth/google/login', { credential }), 200);
  });
});
