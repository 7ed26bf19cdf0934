import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, type CallOptions, newUser } from '../../../test/support/api-client';
import { linkToken, waitForMail } from '../../../test/support/mail-box';
import { useStack } from '../../../test/support/stack';
import { SIGN_IN_LINK_REQUIRED } from '../src/credentials/too-many-attempts';
import { INVALID_SIGN_IN_LINK, SIGN_IN_LINK_SENT } from '../src/sign-in-links/sign-in-link.service';

const ACCOUNT_MAX_FAILURES = 8;
const stack = useStack({
  services: ['auth'],
  env: () => ({ auth: { LOGIN_ACCOUNT_MAX_FAILURES: String(ACCOUNT_MAX_FAILURES) } }),
});
let behindProxy: Call;

beforeAll(async () => {
  // Trusting one proxy hop, the gateway takes the client address from X-Forwarded-For.
  const gateway = await stack.startGateway({ TRUSTED_PROXY_HOPS: '1' });
  behindProxy = apiClient(gateway.url);
});

/** Calls made from one client address. */
function from(address: string): Call {
  return (method, path, body, options: CallOptions = {}) =>
    behindProxy(method, path, body, {
      ...options,
      headers: { ...options.headers, 'x-forwarded-for': address },
    });
}

async function registered(address: string) {
  const input = newUser();
  expect((await from(address)('POST', '/api/auth/register', input)).status).toBe(201);
  return input;
}

const login = (address: string, email: string, password: string) =>
  from(address)('POST', '/api/auth/login', { email, password });

describe('password sign-in throttling', () => {
  it("keeps a stranger's failures from one address from locking the owner out at another", async () => {
    const owner = await registered('203.0.113.10');
    const stranger = '198.51.100.10';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(stranger, owner.email, `Wrong-guess${attempt}`)).status).toBe(401);
    }

    const refused = await login(stranger, owner.email, 'Wrong-guess5');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(890);
    expect((await login(stranger, owner.email, owner.password)).status).toBe(429);

    const ownerLogin = await login('203.0.113.10', owner.email, owner.password);
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.body.data.user.email).toBe(owner.email);
  });

  it('past the ceiling for the account, takes no password from anywhere but signs in once by an emailed link', async () => {
    const owner = await registered('203.0.113.20');
    for (let failure = 0; failure < ACCOUNT_MAX_FAILURES; failure += 1) {
      const address = `198.51.100.${20 + (failure % 2)}`;
      expect((await login(address, owner.email, `Wrong-guess${failure}`)).status).toBe(401);
    }

    const refused = await login('203.0.113.20', owner.email, owner.password);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(SIGN_IN_LINK_REQUIRED);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const owners = from('203.0.113.20');
    const requested = await owners('POST', '/api/auth/login-link', { email: owner.email });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ data: null, message: SIGN_IN_LINK_SENT });
    const unknown = await owners('POST', '/api/auth/login-link', {
      email: `nobody_${owner.email}`,
    });
    expect(unknown.body).toEqual(requested.body);

    const token = linkToken(await waitForMail(owner.email, /Your sign-in link/));
    const signedIn = await owners('POST', '/api/auth/login-link/verify', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.body.data.user).toMatchObject({ email: owner.email, emailVerified: true });
    const profile = await owners('GET', '/api/auth/profile', undefined, {
      token: signedIn.body.data.token,
    });
    expect(profile.status).toBe(200);

    const again = await owners('POST', '/api/auth/login-link/verify', { token });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe(INVALID_SIGN_IN_LINK);
  });
});
