import { describe, expect, it } from 'vitest';
import { AccountDecisionNotifier } from './account-decision-notifier';
import type { AdminUser } from './admin-user.schema';
import { ChangeUserStatusUseCase } from './change-user-status.usecase';
import { DecideAppealUseCase } from './decide-appeal.usecase';
import {
  admin,
  context,
  InMemoryAppeals,
  InMemoryAuthAccounts,
  InMemoryUsers,
  member,
  RecordingMailer,
} from './in-memory-users.spec-support';
import { ALREADY_APPEALED, SubmitAppealUseCase } from './submit-appeal.usecase';

function setUp(...users: AdminUser[]) {
  const accounts = new Map(users.map((user) => [user._id, user]));
  const auth = new InMemoryAuthAccounts(accounts);
  const appeals = new InMemoryAppeals();
  const mailer = new RecordingMailer();
  const notifier = new AccountDecisionNotifier(
    new InMemoryUsers(accounts),
    appeals,
    mailer,
    { PUBLIC_WEB_URL: 'https://tessera.example' },
    { warn: () => undefined },
  );
  return {
    auth,
    appeals,
    mailer,
    changeStatus: new ChangeUserStatusUseCase(auth, notifier),
    submit: new SubmitAppealUseCase(appeals, new InMemoryUsers(accounts)),
    decide: new DecideAppealUseCase(appeals, auth, notifier),
  };
}

const tokenOf = (text: string) => new URL(/https:\S+/.exec(text)![0]).searchParams.get('token')!;

describe('changing a status, appealing it and deciding the appeal', () => {
  it('passes the admin and request to auth and mails the reason with a one-time appeal link', async () => {
    const { auth, appeals, mailer, changeStatus } = setUp(member('u1'));

    const change = await changeStatus.execute(admin, 'u1', { status: 'suspended', reason: 'Spam' });

    expect(change).toMatchObject({ status: 'suspended', previousStatus: 'active', changed: true });
    expect(auth.requests[0]).toEqual({
      status: 'suspended',
      reason: 'Spam',
      actorId: 'admin-1',
      actorIp: context.ipAddress,
      actorUserAgent: 'vitest',
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'u1@example.com',
      subject: 'Your account has been suspended',
    });
    expect(mailer.sent[0]!.text).toContain('Spam');
    const token = tokenOf(mailer.sent[0]!.text);
    const [appeal] = [...appeals.appeals.values()];
    expect(appeal!.tokenHash).not.toContain(token);
    expect(appeal!.state).toBe('awaiting');
  });

  it('mails nothing when the status was already set', async () => {
    const { mailer, changeStatus } = setUp(member('u1', { status: 'banned' }));
    const change = await changeStatus.execute(admin, 'u1', { status: 'banned', reason: 'Again' });
    expect(change.changed).toBe(false);
    expect(mailer.sent).toEqual([]);
  });

  it('takes one appeal per decision and refuses a second', async () => {
    const { appeals, mailer, changeStatus, submit } = setUp(member('u1'));
    await changeStatus.execute(admin, 'u1', { status: 'banned', reason: 'Fraud' });
    const token = tokenOf(mailer.sent[0]!.text);

    await submit.execute({ token, message: 'It was not me' }, context);
    await expect(submit.execute({ token, message: 'Please' }, context)).rejects.toMatchObject({
      response: { error: ALREADY_APPEALED },
      status: 409,
    });
    expect(appeals.audit.map((event) => event.data)).toEqual([
      expect.objectContaining({ action: 'user.appeal_submitted', userId: 'u1' }),
    ]);
  });

  it('reinstates through auth, audits the decision and mails the outcome', async () => {
    const { auth, appeals, mailer, changeStatus, submit, decide } = setUp(member('u1'));
    await changeStatus.execute(admin, 'u1', { status: 'suspended', reason: 'Spam' });
    const { id } = await submit.execute(
      { token: tokenOf(mailer.sent[0]!.text), message: 'Sorry' },
      context,
    );

    const decided = await decide.execute(admin, id, {
      decision: 'reinstate',
      notes: 'Fair enough',
    });

    expect(decided.state).toBe('reinstated');
    expect(auth.accounts.get('u1')!.status).toBe('active');
    expect(appeals.audit[1]!.data).toMatchObject({
      action: 'user.appeal_decided',
      reason: 'Fair enough',
      after: { appeal: 'reinstated', status: 'active' },
    });
    expect(mailer.sent[1]).toMatchObject({ subject: 'Your account is active again' });
    await expect(
      decide.execute(admin, id, { decision: 'uphold', notes: 'Changed my mind' }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
