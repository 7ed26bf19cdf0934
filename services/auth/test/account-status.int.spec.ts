import type { ExportedUser } from '@tessera/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { readWholeExport, withInternalToken } from '../../../test/support/internal-export';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { linkToken, waitForMail } from '../../../test/support/mail-box';
import { useStack } from '../../../test/support/stack';

/**
 * The admin service's account actions, as auth serves them on its internal routes: a suspension
 * ends every session at once (the access token is refused by another service within a second), the
 * account cannot sign in and is told why, and every change is published and audited exactly once.
 */
const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
const stack = useStack({ services: ['auth', 'content'] });
const ADMIN_ID = 'admin-of-the-test';
const ADMIN_IP = '198.51.100.23';
const ADMIN_AGENT = 'AdminBrowser/2.0';
let api: Call;
let auth: Call;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  auth = apiClient(stack.url('auth'));
  await probe.start(['user.status_changed', 'session.revoked', 'audit.log', 'user.updated']);
});

afterAll(async () => {
  await probe.stop();
});

interface Member {
  id: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

async function registered(role: 'creator' | 'subscriber' = 'creator'): Promise<Member> {
  const input = newUser({ role });
  const session = await api('POST', '/api/auth/register', input);
  expect(session.status).toBe(201);
  const { user, token, refreshToken } = session.body.data;
  return { id: user.id, email: input.email, password: input.password, token, refreshToken };
}

const setStatus = (userId: string, status: string, reason: string) =>
  auth(
    'PUT',
    `/internal/users/${userId}/status`,
    { status, reason, actorId: ADMIN_ID, actorIp: ADMIN_IP, actorUserAgent: ADMIN_AGENT },
    withInternalToken(),
  );

const login = (member: Member) =>
  api('POST', '/api/auth/login', { email: member.email, password: member.password });

const statusOf = async (path: string, token: string) =>
  (await api('GET', path, undefined, { token })).status;

/** Ms from `since` until both auth and content refuse the token, polled every 10 ms. */
async function msUntilRefusedEverywhere(token: string, since: number): Promise<number> {
  const refused = async (path: string) => {
    while ((await statusOf(path, token)) !== 401) {
      if (Date.now() - since > 5000) throw new Error(`${path} still accepts the token`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Date.now() - since;
  };
  const [authMs, contentMs] = await Promise.all([
    refused('/api/auth/profile'),
    refused('/api/content/folders'),
  ]);
  return Math.max(authMs, contentMs);
}

const eventsOf = (topic: string, userId: string) =>
  probe.matching(
    topic,
    (event) => (event.data as { userId?: string } | undefined)?.userId === userId,
  );

describe('account status through the internal route', () => {
  it('suspends: sessions end everywhere within a second, sign-in is refused with the reason', async () => {
    const member = await registered();
    const second = await login(member);
    expect(second.status).toBe(200);
    expect(await statusOf('/api/content/folders', member.token)).toBe(200);

    const suspended = await setStatus(member.id, 'suspended', 'Spam in comments');
    const answered = Date.now();

    expect(suspended.status).toBe(200);
    expect(suspended.body.data).toEqual({
      userId: member.id,
      role: 'creator',
      status: 'suspended',
      previousStatus: 'active',
      changed: true,
    });
    const ms = await msUntilRefusedEverywhere(member.token, answered);
    console.info(`suspended access token refused by auth and content ${ms} ms after the answer`);
    expect(ms).toBeLessThan(1000);
    expect(await statusOf('/api/content/folders', second.body.data.token)).toBe(401);

    const refresh = await api('POST', '/api/auth/refresh', { refreshToken: member.refreshToken });
    expect(refresh.status).toBe(401);
    const refused = await login(member);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'This account is suspended: Spam in comments. Check your email for how to appeal.',
    );

    const revoked = await probe.waitFor(
      'session.revoked',
      (event) => (event.data as { userId: string }).userId === member.id,
    );
    const sessionIds = [member.token, second.body.data.token].map((token) => decodeJwt(token).sid);
    expect(revoked.value).toMatchObject({ producer: 'auth', data: { reason: 'suspended' } });
    expect(new Set((revoked.value as { data: { sessionIds: string[] } }).data.sessionIds)).toEqual(
      new Set(sessionIds),
    );
    const changed = await probe.waitFor(
      'user.status_changed',
      (event) => (event.data as { userId: string }).userId === member.id,
    );
    expect(changed.value).toMatchObject({
      producer: 'auth',
      actorId: ADMIN_ID,
      data: {
        role: 'creator',
        status: 'suspended',
        previousStatus: 'active',
        reason: 'Spam in comments',
      },
    });
    const audit = await probe.waitFor(
      'audit.log',
      (event) =>
        (event.data as { action: string; userId?: string }).action === 'user.status_change' &&
        (event.data as { userId?: string }).userId === member.id,
    );
    expect(audit.value).toMatchObject({
      actorId: ADMIN_ID,
      data: {
        outcome: 'success',
        resource: 'user',
        resourceId: member.id,
        reason: 'Spam in comments',
        before: { status: 'active' },
        after: { status: 'suspended' },
        ipAddress: ADMIN_IP,
        userAgent: ADMIN_AGENT,
      },
    });
  });

  it('reinstates: the account signs in again and its profile shows it active', async () => {
    const member = await registered();
    expect((await setStatus(member.id, 'suspended', 'Under review')).status).toBe(200);
    expect((await login(member)).status).toBe(403);

    const reinstated = await setStatus(member.id, 'active', 'Review found nothing');
    expect(reinstated.body.data).toMatchObject({ status: 'active', previousStatus: 'suspended' });

    const back = await login(member);
    expect(back.status).toBe(200);
    const profile = await api('GET', '/api/auth/profile', undefined, {
      token: back.body.data.token,
    });
    expect(profile.body.data.user).toMatchObject({ status: 'active', verificationStatus: 'none' });
  });

  it('bans: the reason is filed, exported, and named at sign-in by password or link', async () => {
    const member = await registered();
    expect((await setStatus(member.id, 'banned', 'Stolen photos')).status).toBe(200);

    const refused = await login(member);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^This account is banned: Stolen photos\./);
    expect((await api('POST', '/api/auth/login-link', { email: member.email })).status).toBe(200);
    const token = linkToken(await waitForMail(member.email, /Your sign-in link/));
    const byLink = await api('POST', '/api/auth/login-link/verify', { token });
    expect(byLink.status).toBe(403);
    expect(byLink.body.error).toBe(refused.body.error);
    const again = await api('POST', '/api/auth/register', { ...newUser(), email: member.email });
    expect(again.status).toBe(409);

    const exported = await readWholeExport<ExportedUser>(
      auth,
      '/internal/export/users',
      'users',
      500,
    );
    expect(exported.find((user) => user.id === member.id)).toMatchObject({
      status: 'banned',
      verificationStatus: 'none',
      flaggedReasons: ['Stolen photos'],
    });
  });

  it('publishes one change for the same request sent twice, or twice at once', async () => {
    const member = await registered();
    const first = await setStatus(member.id, 'suspended', 'Chargeback fraud');
    const repeated = await setStatus(member.id, 'suspended', 'Chargeback fraud');
    expect(first.body.data.changed).toBe(true);
    expect(repeated.body.data).toMatchObject({ status: 'suspended', changed: false });

    const other = await registered();
    const racing = await Promise.all([
      setStatus(other.id, 'banned', 'Impersonation'),
      setStatus(other.id, 'banned', 'Impersonation'),
    ]);
    expect(racing.map((answer) => answer.status)).toEqual([200, 200]);
    expect(racing.map((answer) => answer.body.data.changed).sort()).toEqual([false, true]);

    // A later change of each account marks the end of what the probe must have read of them.
    await setStatus(member.id, 'active', 'Done');
    await setStatus(other.id, 'active', 'Done');
    for (const user of [member, other]) {
      await probe.waitFor(
        'user.status_changed',
        (event) =>
          (event.data as { userId: string; status: string }).userId === user.id &&
          (event.data as { status: string }).status === 'active',
      );
      await probe.waitFor(
        'audit.log',
        (event) =>
          (event.data as { userId?: string }).userId === user.id &&
          (event.data as { after?: { status?: string } }).after?.status === 'active',
      );
    }
    // Revocations travel on their own topic: the one of the ban is waited for by itself. A second
    // would have been written with a second change, which the statuses above show there was not.
    await probe.waitFor(
      'session.revoked',
      (event) => (event.data as { userId: string }).userId === other.id,
    );
    expect(eventsOf('user.status_changed', member.id)).toHaveLength(2);
    expect(eventsOf('user.status_changed', other.id)).toHaveLength(2);
    expect(eventsOf('session.revoked', other.id)).toHaveLength(1);
    const audits = probe.matching(
      'audit.log',
      (event) =>
        (event.data as { action: string }).action === 'user.status_change' &&
        (event.data as { userId?: string }).userId === other.id,
    );
    expect(audits).toHaveLength(2);
  });

  it('refuses to suspend an admin, and answers 404 for an unknown account', async () => {
    const member = await registered();
    const promoted = await auth(
      'PUT',
      `/internal/users/${member.id}/role`,
      { role: 'admin', actorId: ADMIN_ID },
      withInternalToken(),
    );
    expect(promoted.body.data).toEqual({
      userId: member.id,
      role: 'admin',
      previousRole: 'creator',
      changed: true,
    });
    const refused = await setStatus(member.id, 'banned', 'Misuse');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/change their role first/);

    expect((await setStatus('no-such-user', 'suspended', 'Spam')).status).toBe(404);
  });

  it('verifies a creator: isVerified follows, published and audited once', async () => {
    const member = await registered();
    const decide = (verificationStatus: string) =>
      auth(
        'PUT',
        `/internal/users/${member.id}/verification`,
        { verificationStatus, actorId: ADMIN_ID },
        withInternalToken(),
      );
    expect((await decide('pending')).body.data).toMatchObject({ changed: true, isVerified: false });
    const verified = await decide('verified');
    expect(verified.body.data).toEqual({
      userId: member.id,
      verificationStatus: 'verified',
      previousVerificationStatus: 'pending',
      isVerified: true,
      changed: true,
    });
    expect((await decide('verified')).body.data.changed).toBe(false);

    const profile = await api('GET', `/api/users/${member.id}`);
    expect(profile.body.data.user.isVerified).toBe(true);
    await probe.waitFor(
      'user.updated',
      (event) =>
        (event.data as { userId: string }).userId === member.id &&
        (event.data as { changes: { isVerified?: boolean } }).changes.isVerified === true,
    );
    const decided = await probe.waitFor(
      'audit.log',
      (event) =>
        (event.data as { action: string }).action === 'verification.decided' &&
        (event.data as { userId?: string }).userId === member.id,
    );
    expect(decided.value).toMatchObject({
      actorId: ADMIN_ID,
      data: { after: { verificationStatus: 'verified', isVerified: true } },
    });
  });

  it('answers 401 without the internal token, 403 with another, and is not behind the gateway', async () => {
    const member = await registered();
    const body = { status: 'suspended', reason: 'Spam', actorId: ADMIN_ID };
    const path = `/internal/users/${member.id}/status`;
    expect((await auth('PUT', path, body)).status).toBe(401);
    expect((await auth('PUT', path, body, { token: member.token })).status).toBe(401);
    const wrong = await auth('PUT', path, body, withInternalToken('y'.repeat(40)));
    expect(wrong.status).toBe(403);
    // The gateway forwards only `/api` paths: it has no route for this one whatever the method.
    expect([404, 405]).toContain((await api('PUT', path, body, withInternalToken())).status);
    expect((await login(member)).status).toBe(200);
  });

  it('rejects a missing or too long reason', async () => {
    const member = await registered();
    expect((await setStatus(member.id, 'suspended', '   ')).status).toBe(400);
    expect((await setStatus(member.id, 'suspended', 'x'.repeat(2001))).status).toBe(400);
    expect((await setStatus(member.id, 'frozen', 'Spam')).status).toBe(400);
  });
});
