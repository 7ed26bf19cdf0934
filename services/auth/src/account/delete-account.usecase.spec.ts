import type { AuthSessionDto, TypedEvent } from '@tessera/contracts';
import { generate } from 'otplib';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  requestContext,
} from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { DELETED_DISPLAY_NAME } from './delete-account.usecase';

const PASSWORD = 'Delete-me-123';

let auth: AuthHarness;
let user: User;

beforeEach(async () => {
  auth = createAuthHarness();
  user = await auth.seedUser({ password: PASSWORD, role: 'creator', bio: 'Painter' });
});

const start = (): Promise<AuthSessionDto> =>
  auth.sessions.start(user, {
    rememberMe: false,
    context: requestContext,
    action: 'user.login',
    method: 'password',
  });

describe('deleting an account', () => {
  it('refuses a wrong password and keeps the account', async () => {
    await expect(
      auth.deleteAccount.execute(user._id, { password: 'Wrong-one-123' }, requestContext),
    ).rejects.toMatchObject({ status: 401 });
    expect(await auth.stores.users.findById(user._id)).toMatchObject({ email: user.email });
  });

  it('erases the profile and credentials, ends sessions, tells others and mails the holder', async () => {
    const session = await start();

    await auth.deleteAccount.execute(user._id, { password: PASSWORD }, requestContext);

    const erased = await auth.stores.users.findById(user._id);
    expect(erased).toMatchObject({
      displayName: DELETED_DISPLAY_NAME,
      bio: '',
      passwordHash: null,
      deletedAt: expect.any(Date),
    });
    expect(erased?.email).not.toBe(user.email);
    expect(auth.stores.revocations.isRevoked(decodeJwt(session.token).sid as string)).toBe(true);
    await expect(
      auth.signIn.signIn({ email: user.email, password: PASSWORD }, requestContext),
    ).rejects.toMatchObject({ status: 401 });
    const events = auth.stores.users.eventsOf(user._id);
    const deleted = events.find((event) => event.type === 'user.deleted') as
      TypedEvent<'user.deleted'> | undefined;
    expect(deleted?.data).toMatchObject({ userId: user._id, role: 'creator' });
    expect(auditActions(events)).toContain('user.account_deleted');
    expect(auth.stores.mailer.sent.at(-1)).toMatchObject({
      to: user.email,
      subject: 'Your account was deleted',
    });
  });

  it('takes a current code instead of the password when two-factor sign-in is on', async () => {
    const { secret } = await auth.twoFactor.setup(user);
    await auth.twoFactor.enable(user._id, await generate({ secret }), requestContext);
    const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

    await auth.deleteAccount.execute(user._id, { code: nextCode }, requestContext);

    expect((await auth.stores.users.findById(user._id))?.deletedAt).toBeInstanceOf(Date);
    expect(await auth.twoFactor.status(user._id)).toMatchObject({ enabled: false });
  });
});
