import { MESSAGES } from '@tessera/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { linkToken, waitForMail } from '../../../test/support/mail-box';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth'] });
let api: Call;

beforeAll(() => {
  api = apiClient(stack.gatewayUrl);
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const input = newUser();
    const registered = await api('POST', '/api/auth/register', input);

    const forgot = await api('POST', '/api/auth/forgot-password', { email: input.email });
    expect(forgot.status).toBe(200);
    const mail = await waitForMail(input.email, /Reset your password/);
    expect(mail.text).toContain('/reset-password?token=');
    const token = linkToken(mail);

    const weak = await api('POST', '/api/auth/reset-password', { token, password: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe(MESSAGES.passwordComplexity);

    const reset = await api('POST', '/api/auth/reset-password', {
      token,
      password: 'N3wPassword!',
    });
    expect(reset.status).toBe(200);

    const again = await api('POST', '/api/auth/reset-password', { token, password: 'An0therPass' });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/invalid or has expired/);

    expect(
      (await api('POST', '/api/auth/login', { email: input.email, password: input.password }))
        .status,
    ).toBe(401);
    const login = await api('POST', '/api/auth/login', {
      email: input.email,
      password: 'N3wPassword!',
    });
    expect(login.status).toBe(200);
    const oldSession = await api('POST', '/api/auth/refresh', {
      refreshToken: registered.body.data.refreshToken,
    });
    expect(oldSession.status).toBe(401);
  });

  it('answers the same whether or not the account exists', async () => {
    const known = newUser();
    await api('POST', '/api/auth/register', known);
    const existing = await api('POST', '/api/auth/forgot-password', { email: known.email });
    const missing = await api('POST', '/api/auth/forgot-password', {
      email: `missing_${known.email}`,
    });
    expect(existing.status).toBe(200);
    expect(missing.body).toEqual(existing.body);
  });

  it('refuses forged tokens', async () => {
    const forged = await api('POST', '/api/auth/reset-password', {
      token: '00000000-0000-0000-0000-000000000000.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      password: 'N3wPassword!',
    });
    expect(forged.status).toBe(400);
  });
});

describe('email verification', () => {
  it('verifies the address from the welcome mail, once', async () => {
    const input = newUser();
    const registered = await api('POST', '/api/auth/register', input);
    const mail = await waitForMail(input.email, /Confirm your email/);
    const token = linkToken(mail);

    const verified = await api('POST', '/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.emailVerified).toBe(true);
    expect((await api('POST', '/api/auth/verify-email', { token })).status).toBe(400);

    const resend = await api('POST', '/api/auth/resend-verification', undefined, {
      token: registered.body.data.token,
    });
    expect(resend.status).toBe(400);
    expect(resend.body.error).toMatch(/already verified/);
  });

  it('resends a fresh link that replaces the earlier one', async () => {
    const input = newUser();
    const registered = await api('POST', '/api/auth/register', input);
    const first = linkToken(await waitForMail(input.email, /Confirm your email/));
    const resend = await api('POST', '/api/auth/resend-verification', undefined, {
      token: registered.body.data.token,
    });
    expect(resend.status).toBe(200);
    expect((await api('POST', '/api/auth/resend-verification')).status).toBe(401);

    const deadline = Date.now() + 10_000;
    let second = first;
    while (second === first && Date.now() < deadline) {
      second = linkToken(await waitForMail(input.email, /Confirm your email/));
      if (second === first) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(second).not.toBe(first);
    expect((await api('POST', '/api/auth/verify-email', { token: first })).status).toBe(400);
    expect((await api('POST', '/api/auth/verify-email', { token: second })).status).toBe(200);
  });
});
