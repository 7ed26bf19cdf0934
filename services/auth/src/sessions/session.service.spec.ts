import type { AuthSessionDto } from '@tessera/contracts';
import { REMEMBER_ME_MAX_AGE_MS, SESSION_MAX_AGE_MS } from '@tessera/rules';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseOpaqueToken } from '../credentials/opaque-token';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  refusal,
  requestContext,
  sessionRevocations,
} from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { INVALID_REFRESH_TOKEN } from './session.service';

const invalidRefresh = refusal(401, INVALID_REFRESH_TOKEN);

let auth: AuthHarness;
let user: User;

beforeEach(async () => {
  auth = createAuthHarness();
  user = await auth.seedUser({ role: 'creator' });
});

afterEach(() => {
  vi.useRealTimers();
});

function start(rememberMe = false): Promise<AuthSessionDto> {
  return auth.sessions.start(user, {
    rememberMe,
    context: requestContext,
    action: 'user.login',
    method: 'password',
  });
}

const sessionIdOf = (session: AuthSessionDto) => decodeJwt(session.token).sid as string;

describe('starting a session', () => {
  it('stores only a hash of the refresh token and records the sign-in', async () => {
    const session = await start();
    const id = sessionIdOf(session);
    const stored = await auth.stores.sessions.findById(id);
    const secret = parseOpaqueToken(session.refreshToken)?.secret;

    expect(session.user).toMatchObject({ id: user._id, email: user.email, role: 'creator' });
    expect(decodeJwt(session.token)).toMatchObject({ sub: user._id, role: 'creator', sid: id });
    expect(stored).toMatchObject({ userId: user._id, rememberMe: false, revokedAt: null });
    expect(secret).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(auth.stores.sessions.eventsOf(id)).toEqual([
      expect.objectContaining({
        type: 'audit.log',
        key: user._id,
        data: expect.objectContaining({
          action: 'user.login',
          outcome: 'success',
          resourceId: id,
          ipAddress: requestContext.ipAddress,
          details: { method: 'password', rememberMe: false },
        }),
      }),
    ]);
  });

  it.each([
    [false, SESSION_MAX_AGE_MS],
    [true, REMEMBER_ME_MAX_AGE_MS],
  ])('with remember me %s, refreshes for %i ms and no longer', async (rememberMe, lifetime) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2025-03-01T12:00:00Z');
    vi.setSystemTime(now);
    const session = await start(rememberMe);
    expect(Date.parse(session.sessionExpiresAt) - now.getTime()).toBe(lifetime);

    vi.setSystemTime(now.getTime() + lifetime - 1);
    const refreshed = await auth.sessions.refresh(session.refreshToken, requestContext);
    vi.setSystemTime(now.getTime() + lifetime);
    await expect(
      auth.sessions.refresh(refreshed.refreshToken, requestContext),
    ).rejects.toMatchObject(invalidRefresh);
  });
});

describe('refreshing', () => {
  it('replaces the refresh token each time, keeping the session and its end', async () => {
    const first = await start();
    const second = await auth.sessions.refresh(first.refreshToken, requestContext);
    const third = await auth.sessions.refresh(second.refreshToken, requestContext);

    expect(new Set([first.refreshToken, second.refreshToken, third.refreshToken]).size).toBe(3);
    expect(sessionIdOf(third)).toBe(sessionIdOf(first));
    expect(third.sessionExpiresAt).toBe(first.sessionExpiresAt);
    expect(decodeJwt(third.token)).toMatchObject({ sub: user._id, role: 'creator' });
  });

  it('lets exactly one of two concurrent refreshes with one token through', async () => {
    const { refreshToken } = await start();
    const outcomes = await Promise.allSettled([
      auth.sessions.refresh(refreshToken, requestContext),
      auth.sessions.refresh(refreshToken, requestContext),
    ]);

    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toMatchObject(invalidRefresh);
  });

  it('revokes the whole family and audits the reuse when a rotated token comes back', async () => {
    const first = await start();
    const id = sessionIdOf(first);
    const second = await auth.sessions.refresh(first.refreshToken, requestContext);

    await expect(auth.sessions.refresh(first.refreshToken, requestContext)).rejects.toMatchObject(
      invalidRefresh,
    );

    expect(await auth.stores.sessions.findById(id)).toMatchObject({
      revokedReason: 'reuse-detected',
    });
    const events = auth.stores.sessions.eventsOf(id);
    expect(auditActions(events)).toEqual(['user.login', 'session.refresh_reuse_detected']);
    expect(events.filter((event) => event.type === 'audit.log')[1]).toMatchObject({
      data: { outcome: 'failure', userId: user._id, resourceId: id },
    });
    expect(sessionRevocations(events)).toEqual([
      expect.objectContaining({
        key: user._id,
        data: expect.objectContaining({ sessionIds: [id], reason: 'reuse-detected' }),
      }),
    ]);
    expect(auth.stores.revocations.deniedForSeconds.get(id)).toBe(
      auth.config.ACCESS_TOKEN_TTL_SECONDS,
    );
    // The thief's copy and the rightful holder's current token are both dead now.
    await expect(auth.sessions.refresh(second.refreshToken, requestContext)).rejects.toMatchObject(
      invalidRefresh,
    );
  });

  it('reports a reused token once, not again on every later replay', async () => {
    const first = await start();
    await auth.sessions.refresh(first.refreshToken, requestContext);
    for (let replay = 0; replay < 3; replay += 1) {
      await expect(auth.sessions.refresh(first.refreshToken, requestContext)).rejects.toThrow();
    }

    const events = auth.stores.sessions.eventsOf(sessionIdOf(first));
    expect(sessionRevocations(events)).toHaveLength(1);
  });

  it.each([
    ['malformed', () => 'not-a-token'],
    ['unknown', () => '0b5f4f8e-2c43-4e4e-9a55-1f2f0a6c9d10.aaaaaaaaaaaaaaaaaaaaaaaa'],
    ['forged', (session: AuthSessionDto) => `${sessionIdOf(session)}.${'b'.repeat(43)}`],
  ])('refuses a %s token and leaves the session alone', async (_kind, tokenFor) => {
    const session = await start();
    await expect(auth.sessions.refresh(tokenFor(session), requestContext)).rejects.toMatchObject(
      invalidRefresh,
    );

    expect(await auth.stores.sessions.isActive(sessionIdOf(session), user._id)).toBe(true);
    expect(auth.stores.sessions.events).toHaveLength(1);
    await expect(
      auth.sessions.refresh(session.refreshToken, requestContext),
    ).resolves.toBeDefined();
  });
});

describe('logout', () => {
  it('ends the session, denies its access tokens and records the logout', async () => {
    const session = await start();
    const id = sessionIdOf(session);

    await auth.sessions.end(user._id, id, requestContext);

    expect(await auth.stores.sessions.isActive(id, user._id)).toBe(false);
    expect(auth.stores.revocations.isRevoked(id)).toBe(true);
    const events = auth.stores.sessions.eventsOf(id);
    expect(auditActions(events)).toEqual(['user.login', 'user.logout']);
    expect(sessionRevocations(events).map((event) => event.data)).toEqual([
      expect.objectContaining({ userId: user._id, sessionIds: [id], reason: 'logout' }),
    ]);
    await expect(auth.sessions.refresh(session.refreshToken, requestContext)).rejects.toMatchObject(
      invalidRefresh,
    );
  });

  it("leaves another account's session running", async () => {
    const session = await start();
    const id = sessionIdOf(session);
    const stranger = await auth.seedUser();

    await auth.sessions.end(stranger._id, id, requestContext);

    expect(await auth.stores.sessions.isActive(id, user._id)).toBe(true);
    expect(auth.stores.revocations.isRevoked(id)).toBe(false);
    expect(auth.stores.sessions.eventsOf(id)).toHaveLength(1);
  });
});

describe('ending every session of a user', () => {
  it('ends all their live sessions, and only theirs, with one event on the account', async () => {
    const ids = [sessionIdOf(await start()), sessionIdOf(await start(true))];
    const other = await auth.seedUser();
    const othersSession = await auth.sessions.start(other, {
      rememberMe: false,
      context: requestContext,
      action: 'user.login',
      method: 'password',
    });

    await auth.sessions.endAll(user._id, 'password-reset', requestContext);

    for (const id of ids) {
      expect(await auth.stores.sessions.findById(id)).toMatchObject({
        revokedReason: 'password-reset',
      });
      expect(auth.stores.revocations.isRevoked(id)).toBe(true);
    }
    expect(await auth.stores.sessions.isActive(sessionIdOf(othersSession), other._id)).toBe(true);
    expect(sessionRevocations(auth.stores.users.eventsOf(user._id))).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ sessionIds: ids, reason: 'password-reset' }),
      }),
    ]);
  });

  it('writes nothing when no session is live', async () => {
    const session = await start();
    await auth.sessions.end(user._id, sessionIdOf(session), requestContext);
    const deniedBefore = auth.stores.revocations.deniedForSeconds.size;

    await auth.sessions.endAll(user._id, 'role-changed', requestContext);

    expect(auth.stores.users.eventsOf(user._id)).toEqual([]);
    expect(auth.stores.revocations.deniedForSeconds.size).toBe(deniedBefore);
  });
});

describe('completing a revocation from its event', () => {
  it('ends the sessions still running and denies their access tokens, however often it comes', async () => {
    const running = await start();
    const loggedOut = await start();
    await auth.sessions.end(user._id, sessionIdOf(loggedOut), requestContext);
    const ids = [sessionIdOf(running), sessionIdOf(loggedOut)];

    await auth.sessions.applyRevocation(ids, 'banned');
    await auth.sessions.applyRevocation(ids, 'banned');

    expect(await auth.stores.sessions.findById(ids[0])).toMatchObject({ revokedReason: 'banned' });
    expect(await auth.stores.sessions.findById(ids[1])).toMatchObject({ revokedReason: 'logout' });
    expect(ids.every((id) => auth.stores.revocations.isRevoked(id))).toBe(true);
    await expect(auth.sessions.refresh(running.refreshToken, requestContext)).rejects.toMatchObject(
      invalidRefresh,
    );
  });
});
