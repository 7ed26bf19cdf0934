import type { AuthSessionDto } from '@tessera/contracts';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  refusal,
  requestContext,
} from '../testing/in-memory-auth.spec-support';
import { WRONG_PASSWORD } from '../two-factor/account-proof';
import type { User } from '../users/user.schema';

const OLD = 'Old-password-1';
const NEW = 'New-password-2';

let auth: AuthHarness;
let user: User;

beforeEach(async () => {
  auth = createAuthHarness();
  user = await auth.seedUser({ password: OLD });
});

const start = (): Promise<AuthSessionDto> =>
  auth.sessions.start(user, {
    rememberMe: false,
    context: requestContext,
    action: 'user.login',
    method: 'password',
  });
const idOf = (session: AuthSessionDto) => decodeJwt(session.token).sid as string;

describe('changing the password', () => {
  it('ends the other sessions and forgets remembered devices, keeping the current session', async () => {
    const current = await start();
    const other = await start();
    const device = await auth.devices.remember(user._id, requestContext);

    await auth.changePassword.execute(
      user._id,
      idOf(current),
      { currentPassword: OLD, newPassword: NEW },
      requestContext,
    );

    expect(auth.stores.revocations.isRevoked(idOf(other))).toBe(true);
    expect(auth.stores.revocations.isRevoked(idOf(current))).toBe(false);
    await expect(auth.devices.signIn(device.deviceToken, requestContext)).rejects.toMatchObject({
      status: 401,
    });
    await expect(
      auth.signIn.signIn({ email: user.email, password: OLD }, requestContext),
    ).rejects.toMatchObject({ status: 401 });
    expect(
      await auth.signIn.signIn({ email: user.email, password: NEW }, requestContext),
    ).toMatchObject({ token: expect.any(String) });
    expect(auditActions(auth.stores.users.eventsOf(user._id))).toContain('user.password_changed');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const current = await start();
    const other = await start();

    await expect(
      auth.changePassword.execute(
        user._id,
        idOf(current),
        { currentPassword: 'Not-the-password-9', newPassword: NEW },
        requestContext,
      ),
    ).rejects.toMatchObject(refusal(401, WRONG_PASSWORD));

    expect(auth.stores.revocations.isRevoked(idOf(other))).toBe(false);
    expect(
      await auth.signIn.signIn({ email: user.email, password: OLD }, requestContext),
    ).toMatchObject({ token: expect.any(String) });
  });
});
