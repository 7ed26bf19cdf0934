import { generateKeyPair, type JWTVerifyGetKey, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-errors';
import { ACCESS_TOKEN_ALGORITHM, SESSION_ENDED_MESSAGE } from './access-token';
import { AccessTokenVerifier } from './access-token.verifier';
import type { SessionRevocations } from './session-revocations';

const settings = { JWKS_URL: 'http://auth.invalid/jwks', JWT_ISSUER: 'iss', JWT_AUDIENCE: 'aud' };

async function setUp() {
  const { publicKey, privateKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM);
  const keys = vi.fn(async () => publicKey) as unknown as JWTVerifyGetKey &
    ReturnType<typeof vi.fn>;
  const revoked = new Set<string>();
  const revocations = { isRevoked: (id: string) => revoked.has(id) } as SessionRevocations;
  const verifier = new AccessTokenVerifier(settings as never, keys, revocations);
  const sign = (sessionId: string, ttlSeconds: number) =>
    new SignJWT({ role: 'subscriber', sid: sessionId, typ: 'access' })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM })
      .setSubject('user-1')
      .setIssuer('iss')
      .setAudience('aud')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(privateKey);
  return { verifier, keys, revoked, sign };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof ApiError ? (error.getResponse() as { error: string }).error : error,
  );

describe('AccessTokenVerifier', () => {
  afterEach(() => vi.useRealTimers());

  it('checks a token signature once and answers again from memory', async () => {
    const { verifier, keys, sign } = await setUp();
    const token = await sign('session-1', 900);
    const first = await verifier.verify(token);
    const second = await verifier.verify(token);
    expect(second).toEqual(first);
    expect(second).toEqual({ id: 'user-1', role: 'subscriber', sessionId: 'session-1' });
    expect(keys).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token as soon as its session is revoked', async () => {
    const { verifier, revoked, sign } = await setUp();
    const token = await sign('session-1', 900);
    await verifier.verify(token);
    revoked.add('session-1');
    expect(await failureOf(verifier.verify(token))).toBe(SESSION_ENDED_MESSAGE);
  });

  it('refuses a remembered token once it has expired', async () => {
    const { verifier, sign } = await setUp();
    const token = await sign('session-1', 60);
    await verifier.verify(token);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await failureOf(verifier.verify(token))).not.toBeNull();
  });

  it('verifies a token altered in any character afresh, and refuses it', async () => {
    const { verifier, sign } = await setUp();
    const token = await sign('session-1', 900);
    await verifier.verify(token);
    const altered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    expect(await failureOf(verifier.verify(altered))).not.toBeNull();
  });
});
