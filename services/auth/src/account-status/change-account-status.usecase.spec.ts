import type { ChangeAccountStatusRequest, TypedEvent } from '@tessera/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  refusal,
  requestContext,
  sessionRevocations,
} from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { USER_NOT_FOUND } from '../users/users.service';
import { ADMINS_CANNOT_BE_LOCKED_OUT } from './change-account-status.usecase';

const ADMIN_ID = 'admin-1';
const PASSWORD = 'correct horse battery';

let auth: AuthHarness;
let member: User;

beforeEach(async () => {
  auth = createAuthHarness();
  member = await auth.seedUser({ username: 'member', role: 'creator' });
});

const request = (
  status: ChangeAccountStatusRequest['status'],
  reason = 'Spam in comments',
): ChangeAccountStatusRequest => ({ status, reason, actorId: ADMIN_ID });

const change = (status: ChangeAccountStatusRequest['status'], reason?: string) =>
  auth.changeStatus.execute(member._id, request(status, reason), requestContext);

const signIn = () =>
  auth.signIn.signIn({ email: member.email, password: PASSWORD }, requestContext);

const statusEvents = () =>
  auth.stores.users
    .eventsOf(member._id)
    .filter(
      (event): event is TypedEvent<'user.status_changed'> => event.type === 'user.status_changed',
    );

describe('changing an account status', () => {
  it('suspends in one write with the status event, the revocation and the audit entry', async () => {
    const first = await signIn();
    const second = await signIn();
    const before = auth.stores.users.eventsOf(member._id).length;

    const result = await change('suspended');

    expect(result).toEqual({
      userId: member._id,
      role: 'creator',
      status: 'suspended',
      previousStatus: 'active',
      changed: true,
    });
    const written = auth.stores.users.eventsOf(member._id).slice(before);
    expect(written.map((event) => event.type)).toEqual([
      'user.status_changed',
      'session.revoked',
      'audit.log',
    ]);
    expect(written[0]).toMatchObject({
      actorId: ADMIN_ID,
      data: { status: 'suspended', previousStatus: 'active', reason: 'Spam in comments' },
    });
    const revoked = sessionRevocations(written)[0];
    expect(revoked?.data.reason).toBe('suspended');
    const sessionIds = [first, second].map((session) => session.refreshToken.split('.')[0]);
    expect(new Set(revoked?.data.sessionIds)).toEqual(new Set(sessionIds));
    expect(written[2]).toMatchObject({
      actorId: ADMIN_ID,
      data: {
        action: 'user.status_change',
        userId: member._id,
        reason: 'Spam in comments',
        before: { status: 'active' },
        after: { status: 'suspended' },
        ipAddress: requestContext.ipAddress,
        userAgent: requestContext.userAgent,
      },
    });
    for (const id of revoked?.data.sessionIds ?? []) {
      expect(auth.stores.revocations.isRevoked(id)).toBe(true);
    }
    await expect(auth.sessions.refresh(first.refreshToken, requestContext)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refuses signing in with a message naming the suspension and its reason', async () => {
    await change('suspended', 'Spam in comments');

    await expect(signIn()).rejects.toMatchObject(
      refusal(
        403,
        'This account is suspended: Spam in comments. Check your email for how to appeal.',
      ),
    );
    expect(auditActions(auth.stores.users.eventsOf(member._id)).at(-1)).toBe('user.login_failed');
  });

  it('lets a reinstated account sign in again, without ending anything', async () => {
    await change('suspended');
    const before = auth.stores.users.eventsOf(member._id).length;

    await change('active', 'Appeal upheld');

    await expect(signIn()).resolves.toMatchObject({ user: { status: 'active' } });
    const written = auth.stores.users.eventsOf(member._id).slice(before);
    expect(sessionRevocations(written)).toEqual([]);
  });

  it('lets a pending account sign in', async () => {
    await change('pending', 'Waiting for documents');
    await expect(signIn()).resolves.toMatchObject({ user: { status: 'pending' } });
  });

  it('files the reason of every ban, and keeps them when the account is reinstated', async () => {
    await change('banned', 'Stolen photos');
    await change('active', 'Mistaken identity');
    await change('banned', 'Harassment');

    const stored = await auth.stores.users.findById(member._id);
    expect(stored?.flaggedReasons).toEqual(['Stolen photos', 'Harassment']);
    await expect(signIn()).rejects.toMatchObject(
      refusal(403, 'This account is banned: Harassment. Check your email for how to appeal.'),
    );
  });

  it('changes and publishes nothing when the account already has the status', async () => {
    await change('suspended');
    const before = auth.stores.users.eventsOf(member._id).length;

    const again = await change('suspended', 'Another reason');

    expect(again).toMatchObject({
      status: 'suspended',
      previousStatus: 'suspended',
      changed: false,
    });
    expect(auth.stores.users.eventsOf(member._id)).toHaveLength(before);
    expect((await auth.stores.users.findById(member._id))?.statusReason).toBe('Spam in comments');
  });

  it('publishes one change when two identical requests race', async () => {
    const results = await Promise.all([change('banned'), change('banned')]);

    expect(results.map((result) => result.changed).sort()).toEqual([false, true]);
    expect(statusEvents()).toHaveLength(1);
    expect((await auth.stores.users.findById(member._id))?.flaggedReasons).toHaveLength(1);
  });

  it('counts an account stored before statuses existed as active', async () => {
    const result = await change('active');
    expect(result).toMatchObject({ previousStatus: 'active', changed: false });
    expect(statusEvents()).toEqual([]);
  });

  it('refuses to suspend or ban an admin, who must be demoted first', async () => {
    const admin = await auth.seedUser({ username: 'boss', role: 'admin' });
    for (const status of ['suspended', 'banned'] as const) {
      await expect(
        auth.changeStatus.execute(admin._id, request(status), requestContext),
      ).rejects.toMatchObject(refusal(409, ADMINS_CANNOT_BE_LOCKED_OUT));
    }
  });

  it('answers 404 for an unknown account', async () => {
    await expect(
      auth.changeStatus.execute('no-such-user', request('suspended'), requestContext),
    ).rejects.toMatchObject(refusal(404, USER_NOT_FOUND));
  });
});
