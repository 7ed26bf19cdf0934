import { describe, expect, it } from 'vitest';
import { AccountDecisionNotifier } from './account-decision-notifier';
import { BulkChangeStatusUseCase } from './bulk-change-status.usecase';
import { ChangeUserStatusUseCase } from './change-user-status.usecase';
import {
  admin,
  InMemoryAppeals,
  InMemoryAuthAccounts,
  InMemoryUsers,
  member,
  RecordingMailer,
} from './in-memory-users.spec-support';

function setUp() {
  const accounts = new Map(
    [member('u1'), member('u2', { status: 'suspended' }), member('boss', { role: 'admin' })].map(
      (user) => [user._id, user],
    ),
  );
  const auth = new InMemoryAuthAccounts(accounts);
  const users = new InMemoryUsers(accounts);
  const notifier = new AccountDecisionNotifier(
    users,
    new InMemoryAppeals(),
    new RecordingMailer(),
    { PUBLIC_WEB_URL: 'https://tessera.example' },
    { warn: () => undefined },
  );
  const bulk = new BulkChangeStatusUseCase(users, new ChangeUserStatusUseCase(auth, notifier));
  return { auth, bulk };
}

const request = {
  userIds: ['u1', 'u2', 'boss', 'ghost'],
  action: 'suspend' as const,
  reason: 'Spam ring',
};

describe('bulk status changes', () => {
  it('previews each user in order and changes nothing', async () => {
    const { auth, bulk } = setUp();

    const outcomes = await bulk.execute(admin, { ...request, preview: true });

    expect(outcomes.map((o) => [o.userId, o.outcome, o.note])).toEqual([
      ['u1', 'would_change', null],
      ['u2', 'skipped', 'Already suspended'],
      ['boss', 'skipped', "An admin's status cannot be changed"],
      ['ghost', 'skipped', 'No such user'],
    ]);
    expect(auth.requests).toEqual([]);
    expect(auth.accounts.get('u1')!.status).toBe('active');
  });

  it('applies the mapped status through auth and reports each outcome', async () => {
    const { auth, bulk } = setUp();

    const outcomes = await bulk.execute(admin, { ...request, preview: false });

    expect(outcomes.map((o) => [o.userId, o.outcome])).toEqual([
      ['u1', 'changed'],
      ['u2', 'skipped'],
      ['boss', 'skipped'],
      ['ghost', 'skipped'],
    ]);
    expect(auth.accounts.get('u1')!.status).toBe('suspended');
  });
});
