import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  refusal,
  requestContext,
  sessionRevocations,
} from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import {
  ALREADY_VERIFIED,
  INVALID_RESET_LINK,
  INVALID_VERIFICATION_LINK,
} from './account-recovery.service';

const OLD_PASSWORD = 'the old password';
const NEW_PASSWORD = 'a brand new password';

let auth: AuthHarness;
let user: User;

beforeEach(async () => {
  auth = createAuthHarness();
  user = await auth.seedUser({ password: OLD_PASSWORD, emailVerified: false });
});

afterEach(() => {
  vi.useRealTimers();
});

async function resetLink(): Promise<string> {
  await auth.recovery.requestPasswordReset(user.email, requestContext);
  return auth.stores.mailer.lastLinkTo(user.email).searchParams.get('token') ?? '';
}

async function verificationLink(): Promise<string> {
  await auth.recovery.resendVerification(user._id);
  return auth.stores.mailer.lastLinkTo(user.email).searchParams.get('token') ?? '';
}

const signIn = (password: string) =>
  auth.signIn.signIn({ email: user.email, password }, requestContext);

describe('password reset', () => {
  it('mails a link to the reset page, saying how long it works, and audits the request', async () => {
    await resetLink();

    const [mail] = auth.stores.mailer.sent;
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain(`expires in ${auth.config.PASSWORD_RESET_TTL_MINUTES} minutes`);
    expect(auth.stores.mailer.lastLinkTo(user.email).pathname).toBe('/reset-password');
    expect(auditActions(auth.stores.users.eventsOf(user._id))).toEqual([
      'user.password_reset_requested',
    ]);
  });

  it('does nothing for an email without an account, and says nothing about it', async () => {
    await expect(
      auth.recovery.requestPasswordReset('nobody@example.com', requestContext),
    ).resolves.toBeUndefined();

    expect(auth.stores.mailer.sent).toEqual([]);
    expect(auth.stores.users.events).toEqual([]);
  });

  it('sets the new password, proves the mailbox and ends every session', async () => {
    const sessions = [await signIn(OLD_PASSWORD), await signIn(OLD_PASSWORD)];

    await auth.recovery.resetPassword(await resetLink(), NEW_PASSWORD, requestContext);

    expect(await auth.stores.users.findById(user._id)).toMatchObject({
      emailVerified: true,
      passwordChangedAt: expect.any(Date),
    });
    for (const session of sessions) {
      await expect(
        auth.sessions.refresh(session.refreshToken, requestContext),
      ).rejects.toMatchObject({ status: 401 });
    }
    const events = auth.stores.users.eventsOf(user._id);
    expect(auditActions(events)).toContain('user.password_reset');
    const [revoked] = sessionRevocations(events);
    expect(revoked.data).toMatchObject({ reason: 'password-reset' });
    expect(revoked.data.sessionIds).toHaveLength(2);
    expect(revoked.data.sessionIds.every((id) => auth.stores.revocations.isRevoked(id))).toBe(true);
    await expect(signIn(NEW_PASSWORD)).resolves.toBeDefined();
    await expect(signIn(OLD_PASSWORD)).rejects.toMatchObject({ status: 401 });
  });

  it('forgets every remembered device, so none signs in without the new password', async () => {
    const devices = [
      await auth.devices.remember(user._id, requestContext),
      await auth.devices.remember(user._id, requestContext),
    ];
    const deviceSession = await auth.devices.signIn(devices[0].deviceToken, requestContext);

    await auth.recovery.resetPassword(await resetLink(), NEW_PASSWORD, requestContext);

    expect(await auth.devices.list(user._id)).toEqual([]);
    for (const { deviceToken } of devices) {
      await expect(auth.devices.signIn(deviceToken, requestContext)).rejects.toMatchObject({
        status: 401,
      });
    }
    await expect(
      auth.sessions.refresh(deviceSession.refreshToken, requestContext),
    ).rejects.toMatchObject({ status: 401 });
    expect(auditActions(auth.stores.devices.events)).toEqual([
      'device.remembered',
      'device.remembered',
      'device.revoked',
      'device.revoked',
    ]);
  });

  it('lifts a sign-in lock, so the owner can use the new password at once', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn('a guess').catch(() => undefined);
    }
    await expect(signIn(OLD_PASSWORD)).rejects.toMatchObject({ status: 429 });

    await auth.recovery.resetPassword(await resetLink(), NEW_PASSWORD, requestContext);

    await expect(signIn(NEW_PASSWORD)).resolves.toBeDefined();
  });

  it('accepts a link once', async () => {
    const token = await resetLink();
    await auth.recovery.resetPassword(token, NEW_PASSWORD, requestContext);

    await expect(
      auth.recovery.resetPassword(token, 'yet another password', requestContext),
    ).rejects.toMatchObject(refusal(400, INVALID_RESET_LINK));
    await expect(signIn(NEW_PASSWORD)).resolves.toBeDefined();
  });

  it('retires an earlier link when a new one is asked for', async () => {
    const earlier = await resetLink();
    const later = await resetLink();

    await expect(
      auth.recovery.resetPassword(earlier, NEW_PASSWORD, requestContext),
    ).rejects.toMatchObject(refusal(400, INVALID_RESET_LINK));
    await expect(
      auth.recovery.resetPassword(later, NEW_PASSWORD, requestContext),
    ).resolves.toBeUndefined();
  });

  it('mails an address at most the hourly allowance of links, then audits the refusals', async () => {
    const allowance = auth.config.ACCOUNT_MAIL_MAX_PER_HOUR;
    vi.useFakeTimers({ toFake: ['Date'] });
    const firstAt = Date.now();
    for (let request = 0; request < allowance + 2; request += 1) {
      await expect(
        auth.recovery.requestPasswordReset(user.email, requestContext),
      ).resolves.toBeUndefined();
    }
    expect(auth.stores.mailer.sent).toHaveLength(allowance);
    const requests = auth.stores.users
      .eventsOf(user._id)
      .filter((event) => event.type === 'audit.log')
      .map((event) => (event.data as { outcome: string }).outcome);
    expect(requests).toEqual([...Array(allowance).fill('success'), ...Array(2).fill('failure')]);
    // The last mailed link still works: a refused request issues none to replace it.
    const token = auth.stores.mailer.lastLinkTo(user.email).searchParams.get('token') ?? '';
    await expect(
      auth.recovery.resetPassword(token, NEW_PASSWORD, requestContext),
    ).resolves.toBeUndefined();

    vi.setSystemTime(firstAt + 3_600_000);
    await auth.recovery.requestPasswordReset(user.email, requestContext);
    expect(auth.stores.mailer.sent).toHaveLength(allowance + 1);
  });

  it.each([
    ['works until just before', -1, true],
    ['no longer works at', 0, false],
  ])('%s its expiry', async (_when, offsetMs, works) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const requestedAt = Date.now();
    const token = await resetLink();

    vi.setSystemTime(requestedAt + auth.config.PASSWORD_RESET_TTL_MINUTES * 60_000 + offsetMs);
    const reset = auth.recovery.resetPassword(token, NEW_PASSWORD, requestContext);

    if (works) await expect(reset).resolves.toBeUndefined();
    else await expect(reset).rejects.toMatchObject(refusal(400, INVALID_RESET_LINK));
  });

  it.each([
    ['a verification link', () => verificationLink()],
    ['a forged link', async () => `${(await resetLink()).split('.')[0]}.${'x'.repeat(43)}`],
    ['a malformed link', async () => 'not a token'],
  ])('refuses %s and keeps the old password', async (_kind, tokenOf) => {
    await expect(
      auth.recovery.resetPassword(await tokenOf(), NEW_PASSWORD, requestContext),
    ).rejects.toMatchObject(refusal(400, INVALID_RESET_LINK));

    await expect(signIn(OLD_PASSWORD)).resolves.toBeDefined();
  });
});

describe('email verification', () => {
  it('verifies the address once and audits it', async () => {
    const token = await verificationLink();

    const verified = await auth.recovery.verifyEmail(token, requestContext);

    expect(verified).toMatchObject({ _id: user._id, emailVerified: true });
    expect(auditActions(auth.stores.users.eventsOf(user._id))).toEqual(['user.email_verified']);
    await expect(auth.recovery.verifyEmail(token, requestContext)).rejects.toMatchObject(
      refusal(400, INVALID_VERIFICATION_LINK),
    );
  });

  it('sends a fresh link that replaces the earlier one', async () => {
    const earlier = await verificationLink();
    const later = await verificationLink();

    expect(auth.stores.mailer.lastLinkTo(user.email).pathname).toBe('/verify-email');
    await expect(auth.recovery.verifyEmail(earlier, requestContext)).rejects.toMatchObject(
      refusal(400, INVALID_VERIFICATION_LINK),
    );
    await expect(auth.recovery.verifyEmail(later, requestContext)).resolves.toBeDefined();
  });

  it('refuses a reset link as proof of the address', async () => {
    await expect(
      auth.recovery.verifyEmail(await resetLink(), requestContext),
    ).rejects.toMatchObject(refusal(400, INVALID_VERIFICATION_LINK));
  });

  it('sends no new link to an address already verified', async () => {
    await auth.recovery.verifyEmail(await verificationLink(), requestContext);
    const mailsBefore = auth.stores.mailer.sent.length;

    await expect(auth.recovery.resendVerification(user._id)).rejects.toMatchObject(
      refusal(400, ALREADY_VERIFIED),
    );
    expect(auth.stores.mailer.sent).toHaveLength(mailsBefore);
  });
});
