import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { linkToken, waitForMail } from '../../../test/support/mail-box';
import { useStack } from '../../../test/support/stack';
import { SoftwareAuthenticator } from '../src/passkeys/software-authenticator.spec-support';

const stack = useStack({ services: ['auth'] });
let api: Call;

beforeAll(() => {
  api = apiClient(stack.gatewayUrl);
});

/** A code of a later 30-second window than any used before it in the test. */
function codeAt(secret: string, windowsAhead: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * windowsAhead });
}

async function signUp() {
  const input = newUser({ password: 'First-password-1' });
  const registered = await api('POST', '/api/auth/register', input);
  expect(registered.status).toBe(201);
  return { input, token: registered.body.data.token as string };
}

const login = (email: string, password: string) =>
  api('POST', '/api/auth/login', { email, password });

describe('two-factor sign-in', () => {
  it('is set up, turned on, asked for at sign-in, answered by codes and turned off', async () => {
    const { input, token } = await signUp();

    const setup = await api('POST', '/api/auth/2fa/setup', undefined, { token });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body.data;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const enabled = await api(
      'POST',
      '/api/auth/2fa/enable',
      { code: await codeAt(secret, 0) },
      { token },
    );
    expect(enabled.status).toBe(200);
    const recoveryCodes: string[] = enabled.body.data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    const status = await api('GET', '/api/auth/2fa', undefined, { token });
    expect(status.body.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(secret);

    const challenged = await login(input.email, input.password);
    expect(challenged.status).toBe(200);
    expect(challenged.body.data).toEqual({
      twoFactorRequired: true,
      challengeToken: expect.any(String),
    });
    const code = await codeAt(secret, 1);
    const verified = await api('POST', '/api/auth/2fa/verify', {
      challengeToken: challenged.body.data.challengeToken,
      code,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      token: expect.any(String),
      user: { email: input.email },
    });

    const replayed = await api('POST', '/api/auth/2fa/verify', {
      challengeToken: (await login(input.email, input.password)).body.data.challengeToken,
      code,
    });
    expect(replayed.status).toBe(401);

    const byRecovery = async () =>
      api('POST', '/api/auth/2fa/verify', {
        challengeToken: (await login(input.email, input.password)).body.data.challengeToken,
        recoveryCode: recoveryCodes[0],
      });
    expect((await byRecovery()).status).toBe(200);
    expect((await byRecovery()).status).toBe(401);

    const signedIn = verified.body.data.token as string;
    const disabled = await api(
      'POST',
      '/api/auth/2fa/disable',
      { password: input.password },
      { token: signedIn },
    );
    expect(disabled.status).toBe(200);
    const plain = await login(input.email, input.password);
    expect(plain.body.data).toMatchObject({ token: expect.any(String) });
  });
});

describe('sessions and password', () => {
  it('lists sessions, ends another one at once, and a password change ends the rest', async () => {
    const { input, token } = await signUp();
    const phone = (await login(input.email, input.password)).body.data;
    const tablet = (await login(input.email, input.password)).body.data;

    const listed = await api('GET', '/api/auth/sessions', undefined, { token });
    expect(listed.status).toBe(200);
    const sessions = listed.body.data.sessions as Array<{ id: string; current: boolean }>;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      device: expect.any(String),
      lastUsedAt: expect.any(String),
    });

    const phoneId = phone.refreshToken.split('.')[0];
    const ended = await api('DELETE', `/api/auth/sessions/${phoneId}`, undefined, { token });
    expect(ended.status).toBe(200);
    expect((await api('GET', '/api/auth/profile', undefined, { token: phone.token })).status).toBe(
      401,
    );
    const stranger = await signUp();
    const notMine = await api('DELETE', `/api/auth/sessions/${phoneId}`, undefined, {
      token: stranger.token,
    });
    expect(notMine.status).toBe(404);

    const wrong = await api(
      'PUT',
      '/api/auth/password',
      { currentPassword: 'Not-it-123', newPassword: 'Second-password-2' },
      { token },
    );
    expect(wrong.status).toBe(401);
    const changed = await api(
      'PUT',
      '/api/auth/password',
      { currentPassword: input.password, newPassword: 'Second-password-2' },
      { token },
    );
    expect(changed.status).toBe(200);
    expect((await api('GET', '/api/auth/profile', undefined, { token: tablet.token })).status).toBe(
      401,
    );
    expect((await api('GET', '/api/auth/profile', undefined, { token })).status).toBe(200);
    expect((await login(input.email, 'Second-password-2')).status).toBe(200);
  });
});

describe('email change', () => {
  it('applies once the link mailed to the new address is opened', async () => {
    const { input, token } = await signUp();
    const newEmail = `moved_${input.username}@example.com`;

    const asked = await api(
      'POST',
      '/api/auth/account/email',
      { newEmail, password: input.password },
      { token },
    );
    expect(asked.status).toBe(202);
    expect((await login(input.email, input.password)).status).toBe(200);

    const mail = await waitForMail(newEmail, /Confirm your new email address/);
    const confirmed = await api('POST', '/api/auth/account/email/confirm', {
      token: linkToken(mail),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.user.email).toBe(newEmail);
    expect((await login(newEmail, input.password)).status).toBe(200);
    expect((await login(input.email, input.password)).status).toBe(401);
  });
});

describe('export and deletion', () => {
  it('exports the profile, and deletes the account only with the right password', async () => {
    const { input, token } = await signUp();

    const exported = await api('GET', '/api/auth/account/export', undefined, { token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    expect(exported.body.data.profile).toMatchObject({
      email: input.email,
      username: input.username,
    });

    const refused = await api(
      'DELETE',
      '/api/auth/account',
      { password: 'Wrong-password-9' },
      { token },
    );
    expect(refused.status).toBe(401);
    const deleted = await api(
      'DELETE',
      '/api/auth/account',
      { password: input.password },
      { token },
    );
    expect(deleted.status).toBe(200);
    expect((await login(input.email, input.password)).status).toBe(401);
    expect((await api('GET', '/api/auth/profile', undefined, { token })).status).toBe(401);
  });
});

describe('passkeys', () => {
  it('are added, sign in like a password does, renamed and removed', async () => {
    const { input, token } = await signUp();
    const browser = { origin: new URL(stack.env('auth').PUBLIC_WEB_URL ?? '').origin };
    const authenticator = new SoftwareAuthenticator();

    const creation = await api('POST', '/api/auth/passkeys/registration/options', undefined, {
      token,
    });
    expect(creation.status).toBe(200);
    const added = await api(
      'POST',
      '/api/auth/passkeys/registration/verify',
      { name: 'Laptop', response: authenticator.register(creation.body.data.options, browser) },
      { token },
    );
    expect(added.status).toBe(201);
    const passkeyId = added.body.data.passkey.id as string;

    const signInWithPasskey = async () => {
      const request = await api('POST', '/api/auth/passkeys/sign-in/options');
      expect(request.status).toBe(200);
      const response = authenticator.signIn(passkeyId, request.body.data.options, browser);
      return api('POST', '/api/auth/passkeys/sign-in/verify', { response });
    };
    const signedIn = await signInWithPasskey();
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { email: input.email },
    });
    const session = signedIn.body.data;
    expect(
      (await api('POST', '/api/auth/refresh', { refreshToken: session.refreshToken })).status,
    ).toBe(200);
    const sessions = await api('GET', '/api/auth/sessions', undefined, { token: session.token });
    expect(sessions.body.data.sessions).toHaveLength(2);

    const renamed = await api(
      'PATCH',
      `/api/auth/passkeys/${passkeyId}`,
      { name: 'Old laptop' },
      { token },
    );
    expect(renamed.body.data.passkey).toMatchObject({ name: 'Old laptop' });
    const listed = await api('GET', '/api/auth/passkeys', undefined, { token });
    expect(listed.body.data.passkeys).toEqual([
      expect.objectContaining({
        id: passkeyId,
        name: 'Old laptop',
        lastUsedAt: expect.any(String),
      }),
    ]);

    expect(
      (await api('DELETE', `/api/auth/passkeys/${passkeyId}`, undefined, { token })).status,
    ).toBe(200);
    expect((await signInWithPasskey()).status).toBe(401);
  });
});
