import { DEFAULT_PLATFORM_SETTINGS, type PlatformSettings } from '@tessera/contracts';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  refusal,
  requestContext,
} from '../testing/in-memory-auth.spec-support';
import { EMAIL_TAKEN, type NewAccount, USERNAME_TAKEN } from './registration.service';

const account: NewAccount = {
  email: 'New.Person@Example.com',
  username: 'NewPerson',
  displayName: 'New Person',
  role: 'creator',
  authProvider: 'local',
  password: 'a long enough password',
};

let auth: AuthHarness;

beforeEach(() => {
  auth = createAuthHarness();
});

describe('registration', () => {
  it('stores the account with a hashed password and case-free keys, and records it', async () => {
    const session = await auth.registration.register(account, requestContext);
    const stored = await auth.stores.users.findById(session.user.id);

    expect(session.user).toMatchObject({
      email: 'new.person@example.com',
      username: 'NewPerson',
      role: 'creator',
      emailVerified: false,
    });
    expect(stored).toMatchObject({ usernameKey: 'newperson', authProvider: 'local' });
    expect(stored?.passwordHash).not.toContain(account.password);
    expect(auth.stores.users.eventsOf(session.user.id)).toEqual([
      expect.objectContaining({
        type: 'user.registered',
        data: expect.objectContaining({
          userId: session.user.id,
          email: 'new.person@example.com',
          role: 'creator',
          authProvider: 'local',
        }),
      }),
      expect.objectContaining({
        type: 'audit.log',
        data: expect.objectContaining({
          action: 'user.registered',
          details: { role: 'creator', authProvider: 'local' },
        }),
      }),
    ]);
  });

  it('signs the new account in and mails it a verification link', async () => {
    const session = await auth.registration.register(account, requestContext);

    expect(decodeJwt(session.token)).toMatchObject({ sub: session.user.id, role: 'creator' });
    await expect(
      auth.sessions.refresh(session.refreshToken, requestContext),
    ).resolves.toBeDefined();
    expect(auth.stores.sessions.events).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          action: 'user.login',
          details: { method: 'registration', rememberMe: false },
        }),
      }),
    ]);
    const link = auth.stores.mailer.lastLinkTo('new.person@example.com');
    expect(link.origin + link.pathname).toBe(`${auth.config.PUBLIC_WEB_URL}/verify-email`);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('mails nothing to an address Google has already verified', async () => {
    const session = await auth.registration.register(
      {
        ...account,
        password: undefined,
        authProvider: 'google',
        googleId: 'google-sub-1',
        emailVerified: true,
      },
      requestContext,
    );

    expect(session.user).toMatchObject({ authProvider: 'google', emailVerified: true });
    expect((await auth.stores.users.findById(session.user.id))?.passwordHash).toBeNull();
    expect(auth.stores.mailer.sent).toEqual([]);
    expect(auth.stores.sessions.events[0]).toMatchObject({
      data: { details: { method: 'google' } },
    });
  });

  it('records an account created by an operator under the action given', async () => {
    const user = await auth.registration.createAccount(
      { ...account, role: 'admin' },
      undefined,
      'admin.created',
    );

    expect(auditActions(auth.stores.users.eventsOf(user._id))).toEqual(['admin.created']);
  });

  it.each([
    ['email', { email: 'NEW.PERSON@example.COM', username: 'someone_else' }, EMAIL_TAKEN],
    ['username', { email: 'other@example.com', username: 'newPERSON' }, USERNAME_TAKEN],
  ])('refuses a taken %s in any letter case, writing nothing', async (_field, clash, message) => {
    await auth.registration.register(account, requestContext);
    const eventsBefore = auth.stores.users.events.length;

    await expect(
      auth.registration.register({ ...account, ...clash }, requestContext),
    ).rejects.toMatchObject(refusal(409, message));

    expect(auth.stores.users.events).toHaveLength(eventsBefore);
    expect((await auth.users.list(1, 10)).total).toBe(1);
    expect(auth.stores.mailer.sent).toHaveLength(1);
  });

  it.each([
    ['email', { username: 'second_person' }, EMAIL_TAKEN],
    ['username', { email: 'second@example.com' }, USERNAME_TAKEN],
  ])(
    'lets the unique index settle two simultaneous sign-ups for one %s',
    async (_field, difference, message) => {
      const outcomes = await Promise.allSettled([
        auth.registration.register(account, requestContext),
        auth.registration.register({ ...account, ...difference }, requestContext),
      ]);

      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(outcomes.find((outcome) => outcome.status === 'rejected')?.reason).toMatchObject(
        refusal(409, message),
      );
      expect((await auth.users.list(1, 10)).total).toBe(1);
    },
  );
});

describe('registration and the platform settings', () => {
  const withSettings = (change: (settings: PlatformSettings) => PlatformSettings) =>
    auth.platformSettings.apply({ settings: change(DEFAULT_PLATFORM_SETTINGS), version: 1 });

  it('refuses a sign-up while registration is closed, naming the setting', async () => {
    await withSettings((s) => ({ ...s, features: { ...s.features, registrationOpen: false } }));

    await expect(auth.registration.register(account, requestContext)).rejects.toMatchObject(
      refusal(403, 'Registration is closed on this platform'),
    );
    expect((await auth.users.list(1, 10)).total).toBe(0);
  });

  it('counts a new account as verified, unmailed, where verification is not required', async () => {
    await withSettings((s) => ({
      ...s,
      security: { ...s.security, emailVerificationRequired: false },
    }));

    const session = await auth.registration.register(account, requestContext);

    expect(session.user.emailVerified).toBe(true);
    expect(auth.stores.mailer.sent).toEqual([]);
  });

  it("gives a new session the settings' timeout", async () => {
    await withSettings((s) => ({ ...s, security: { ...s.security, sessionTimeoutSeconds: 600 } }));

    const before = Date.now();
    const session = await auth.registration.register(account, requestContext);

    const stored = await auth.stores.sessions.findById(session.refreshToken.split('.')[0]!);
    const lifetimeMs = stored!.expiresAt.getTime() - before;
    expect(lifetimeMs).toBeGreaterThanOrEqual(600_000);
    expect(lifetimeMs).toBeLessThan(605_000);
  });
});
