import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/support/actors';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { linkToken, waitForMail } from '../../../test/support/mail-box';
import { REPO_ROOT } from '../../../test/support/processes';
import { useStack } from '../../../test/support/stack';

/**
 * Every way a session ends must reach every process: the session id goes on the deny-list at once
 * and `session.revoked` is published, so a process that did nothing itself (another instance here,
 * the socket layer in production) refuses the session's access token within a second.
 */
const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
const stack = useStack({ services: ['auth'] });
let api: Call;
/** Another process that trusts auth's tokens and took part in none of the endings. */
let otherApi: Call;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  const other = await stack.startInstance('auth', { MONGO_DB: stack.env('auth').MONGO_DB });
  otherApi = apiClient(other.url);
  await probe.start(['session.revoked']);
});

afterAll(async () => {
  await probe.stop();
});

interface SignedIn {
  userId: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
  sessionId: string;
}

async function registered(): Promise<SignedIn> {
  const input = newUser();
  const session = await api('POST', '/api/auth/register', input);
  expect(session.status).toBe(201);
  const { user, token, refreshToken } = session.body.data;
  return {
    userId: user.id,
    email: input.email,
    password: input.password,
    token,
    refreshToken,
    sessionId: decodeJwt(token).sid as string,
  };
}

const profileStatus = async (call: Call, token: string) =>
  (await call('GET', '/api/auth/profile', undefined, { token })).status;

/** Asserts the token works before `end` and is refused everywhere within a second after it. */
async function expectEndedEverywhere(session: SignedIn, end: () => Promise<void>) {
  expect(await profileStatus(otherApi, session.token)).toBe(200);
  await end();
  const started = Date.now();
  while ((await profileStatus(otherApi, session.token)) !== 401) {
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(await profileStatus(api, session.token)).toBe(401);
}

async function expectRevokedEvent(session: SignedIn, reason: string) {
  const record = await probe.waitFor(
    'session.revoked',
    (event) =>
      (event.data as { sessionIds?: string[] }).sessionIds?.includes(session.sessionId) ?? false,
  );
  expect(record.value).toMatchObject({
    producer: 'auth',
    data: { userId: session.userId, reason },
  });
}

describe('every ending of a session reaches every process', () => {
  it('logout', async () => {
    const session = await registered();
    await expectEndedEverywhere(session, async () => {
      const logout = await api(
        'POST',
        '/api/auth/logout',
        { refreshToken: session.refreshToken },
        { token: session.token },
      );
      expect(logout.status).toBe(200);
    });
    await expectRevokedEvent(session, 'logout');
  });

  it('logging out another session of the same account by its refresh token', async () => {
    const session = await registered();
    const second = await api('POST', '/api/auth/login', {
      email: session.email,
      password: session.password,
    });
    await expectEndedEverywhere(session, async () => {
      const logout = await api(
        'POST',
        '/api/auth/logout',
        { refreshToken: session.refreshToken },
        { token: second.body.data.token },
      );
      expect(logout.status).toBe(200);
    });
    await expectRevokedEvent(session, 'logout');
  });

  it('reuse of a rotated refresh token', async () => {
    const session = await registered();
    const rotated = await api('POST', '/api/auth/refresh', { refreshToken: session.refreshToken });
    const current = { ...session, token: rotated.body.data.token };
    await expectEndedEverywhere(current, async () => {
      const reuse = await api('POST', '/api/auth/refresh', { refreshToken: session.refreshToken });
      expect(reuse.status).toBe(401);
    });
    await expectRevokedEvent(session, 'reuse-detected');
  });

  it('a password reset', async () => {
    const session = await registered();
    await expectEndedEverywhere(session, async () => {
      await api('POST', '/api/auth/forgot-password', { email: session.email });
      const token = linkToken(await waitForMail(session.email, /Reset your password/));
      const reset = await api('POST', '/api/auth/reset-password', {
        token,
        password: 'N3w-password-here',
      });
      expect(reset.status).toBe(200);
    });
    await expectRevokedEvent(session, 'password-reset');
  });

  it('a role change by an admin', async () => {
    const admin = await createAdmin(api, stack.env('auth'));
    const session = await registered();
    await expectEndedEverywhere(session, async () => {
      const promoted = await api(
        'PUT',
        `/api/users/${session.userId}`,
        { role: 'creator' },
        { token: admin.token },
      );
      expect(promoted.status).toBe(200);
    });
    await expectRevokedEvent(session, 'role-changed');
  });

  it('a promotion to admin from the command line', async () => {
    const session = await registered();
    await expectEndedEverywhere(session, async () => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          path.join(REPO_ROOT, 'services/auth/dist/cli/create-admin.js'),
          '--promote',
          '--email',
          session.email,
        ],
        { env: { ...process.env, ...stack.env('auth') } },
      );
      expect(stdout).toMatch(/is an admin/);
    });
    await expectRevokedEvent(session, 'role-changed');
    const again = await api('POST', '/api/auth/login', {
      email: session.email,
      password: session.password,
    });
    expect(again.body.data.user.role).toBe('admin');
  });

  it('forgetting the remembered device that started the session', async () => {
    const signedIn = await registered();
    const remembered = await api('POST', '/api/auth/devices', undefined, {
      token: signedIn.token,
    });
    const { deviceToken } = remembered.body.data;
    const fromDevice = await api('POST', '/api/auth/devices/sign-in', { deviceToken });
    const session: SignedIn = {
      ...signedIn,
      token: fromDevice.body.data.token,
      refreshToken: fromDevice.body.data.refreshToken,
      sessionId: decodeJwt(fromDevice.body.data.token).sid as string,
    };
    await expectEndedEverywhere(session, async () => {
      const forgotten = await api(
        'DELETE',
        `/api/auth/devices/${deviceToken.split('.')[0]}`,
        undefined,
        { token: signedIn.token },
      );
      expect(forgotten.status).toBe(200);
    });
    await expectRevokedEvent(session, 'logout');
    expect(await profileStatus(otherApi, signedIn.token)).toBe(200);
  });
});
