import { REMEMBER_ME_MAX_AGE_MS } from '@tessera/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  refusal,
  requestContext,
} from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { INVALID_CREDENTIALS } from './sign-in.service';

const PASSWORD = 'correct horse battery';

let auth: AuthHarness;
let user: User;

beforeEach(async () => {
  auth = createAuthHarness();
  user = await auth.seedUser({ email: 'ada@example.com', password: PASSWORD });
});

afterEach(() => {
  vi.useRealTimers();
});

const signIn = (password: string, email = user.email, rememberMe?: boolean) =>
  auth.signIn.signIn({ email, password, rememberMe }, requestContext);

async function failTimes(count: number, email = user.email): Promise<void> {
  for (let attempt = 0; attempt < count; attempt += 1) {
    await expect(signIn('wrong password', email)).rejects.toMatchObject(
      refusal(401, INVALID_CREDENTIALS),
    );
  }
}

describe('password sign-in', () => {
  it('starts a password session, remembered for 30 days when asked', async () => {
    const before = Date.now();
    const session = await signIn(PASSWORD, user.email, true);

    expect(session.user.id).toBe(user._id);
    expect(Date.parse(session.sessionExpiresAt) - before).toBeGreaterThanOrEqual(
      REMEMBER_ME_MAX_AGE_MS,
    );
    expect(auth.stores.sessions.events).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          action: 'user.login',
          details: { method: 'password', rememberMe: true },
        }),
      }),
    ]);
  });

  it('answers a wrong password and an unknown email alike, auditing each where it belongs', async () => {
    await expect(signIn('wrong password')).rejects.toMatchObject(refusal(401, INVALID_CREDENTIALS));
    await expect(signIn(PASSWORD, 'nobody@example.com')).rejects.toMatchObject(
      refusal(401, INVALID_CREDENTIALS),
    );

    expect(auth.stores.users.eventsOf(user._id)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          action: 'user.login_failed',
          outcome: 'failure',
          userId: user._id,
          details: { reason: 'wrong-password' },
        }),
      }),
    ]);
    expect(auth.stores.standaloneOutbox.events).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          action: 'user.login_failed',
          details: { reason: 'unknown-email' },
        }),
      }),
    ]);
    expect(auth.stores.standaloneOutbox.events[0].data).not.toHaveProperty('userId');
    expect(auth.stores.sessions.events).toEqual([]);
  });

  it('refuses the sixth attempt after five failures, even with the right password', async () => {
    await failTimes(5);

    await expect(signIn(PASSWORD)).rejects.toMatchObject(
      refusal(429, 'Too many failed sign-in attempts. Please try again in 15 minutes.'),
    );
    expect(auth.stores.sessions.events).toEqual([]);
    // A locked account is not asked for its password, so the refusal is not audited as a failure.
    expect(auditActions(auth.stores.users.eventsOf(user._id))).toHaveLength(5);
  });

  it('still lets the fifth attempt through', async () => {
    await failTimes(4);

    await expect(signIn(PASSWORD)).resolves.toMatchObject({ user: { id: user._id } });
  });

  it('counts failures per account whatever the letter case of the email', async () => {
    await failTimes(3, 'ADA@example.com');
    await failTimes(2, 'ada@EXAMPLE.com');

    await expect(signIn(PASSWORD)).rejects.toMatchObject({ status: 429 });
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    await failTimes(4);
    await signIn(PASSWORD);
    await failTimes(4);

    await expect(signIn(PASSWORD)).resolves.toBeDefined();
  });

  it('counts the wait down in whole minutes and unlocks when the lock ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const lockedAt = Date.now();
    await failTimes(5);
    const lock = auth.config.LOGIN_LOCK_SECONDS * 1000;

    vi.setSystemTime(lockedAt + lock - 61_000);
    await expect(signIn(PASSWORD)).rejects.toMatchObject(
      refusal(429, 'Too many failed sign-in attempts. Please try again in 2 minutes.'),
    );
    vi.setSystemTime(lockedAt + lock - 60_000);
    await expect(signIn(PASSWORD)).rejects.toMatchObject(
      refusal(429, 'Too many failed sign-in attempts. Please try again in 1 minute.'),
    );
    vi.setSystemTime(lockedAt + lock);
    await expect(signIn(PASSWORD)).resolves.toBeDefined();
  });
});
