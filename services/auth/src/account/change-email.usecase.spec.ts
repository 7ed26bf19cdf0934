import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  refusal,
  requestContext,
} from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { INVALID_EMAIL_CHANGE_LINK } from './change-email.usecase';

const PASSWORD = 'Change-email-1';
const NEW_EMAIL = 'new.address@example.com';

let auth: AuthHarness;
let user: User;

beforeEach(async () => {
  auth = createAuthHarness();
  user = await auth.seedUser({ password: PASSWORD });
});

const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';

describe('changing the email address', () => {
  it('applies only once the link mailed to the new address is opened, and tells the old one', async () => {
    await auth.changeEmail.request(user._id, NEW_EMAIL, { password: PASSWORD }, requestContext);

    expect((await auth.stores.users.findById(user._id))?.email).toBe(user.email);
    const link = auth.stores.mailer.lastLinkTo(NEW_EMAIL);
    expect(link.pathname).toBe('/confirm-email');

    const changed = await auth.changeEmail.confirm(tokenOf(link), requestContext);

    expect(changed).toMatchObject({ email: NEW_EMAIL, emailVerified: true });
    expect(auth.stores.mailer.sent.at(-1)).toMatchObject({
      to: user.email,
      subject: 'Your email address was changed',
    });
    expect(auditActions(auth.stores.users.eventsOf(user._id))).toContain('user.email_changed');
    await expect(auth.changeEmail.confirm(tokenOf(link), requestContext)).rejects.toMatchObject(
      refusal(400, INVALID_EMAIL_CHANGE_LINK),
    );
  });

  it('needs the password, and mails nobody for an address another account has', async () => {
    const other = await auth.seedUser();
    await expect(
      auth.changeEmail.request(user._id, NEW_EMAIL, { password: 'Wrong-one-1' }, requestContext),
    ).rejects.toMatchObject({ status: 401 });

    await auth.changeEmail.request(user._id, other.email, { password: PASSWORD }, requestContext);

    expect(auth.stores.mailer.sent.filter((mail) => mail.to === other.email)).toEqual([]);
  });
});
