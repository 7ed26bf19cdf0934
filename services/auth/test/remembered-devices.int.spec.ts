import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { linkToken, waitForMail } from '../../../test/support/mail-box';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth'] });
let api: Call;

beforeAll(() => {
  api = apiClient(stack.gatewayUrl);
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signUp() {
  const input = newUser();
  const session = await api('POST', '/api/auth/register', input);
  expect(session.status).toBe(201);
  return { input, token: session.body.data.token as string };
}

async function remember(token: string, userAgent: string): Promise<string> {
  const remembered = await api('POST', '/api/auth/devices', undefined, {
    token,
    headers: { 'user-agent': userAgent },
  });
  expect(remembered.status).toBe(201);
  return remembered.body.data.deviceToken;
}

const idOf = (deviceToken: string) => deviceToken.split('.')[0];

const listDevices = (token: string) => api('GET', '/api/auth/devices', undefined, { token });

describe('remembered devices', () => {
  it("lists the caller's devices with a label, times and address, never a token", async () => {
    const { token } = await signUp();
    const laptop = await remember(token, FIREFOX);
    const phone = await remember(token, SAFARI_IPHONE);
    const signedIn = await api('POST', '/api/auth/devices/sign-in', { deviceToken: laptop });
    expect(signedIn.status).toBe(200);

    const listed = await listDevices(token);

    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toMatch(/no-store/);
    expect(listed.body.data.devices).toEqual([
      {
        id: idOf(laptop),
        label: 'Firefox on Windows',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        expiresAt: expect.any(String),
        ipAddress: expect.any(String),
      },
      expect.objectContaining({ id: idOf(phone), label: 'Safari on iPhone', lastUsedAt: null }),
    ]);
    const body = JSON.stringify(listed.body);
    for (const deviceToken of [laptop, phone]) expect(body).not.toContain(deviceToken);
    expect((await api('GET', '/api/auth/devices')).status).toBe(401);
  });

  it('lets the owner forget one, after which it no longer signs in', async () => {
    const { token } = await signUp();
    const laptop = await remember(token, FIREFOX);
    const phone = await remember(token, SAFARI_IPHONE);

    const forgotten = await api('DELETE', `/api/auth/devices/${idOf(laptop)}`, undefined, {
      token,
    });

    expect(forgotten.status).toBe(200);
    expect(forgotten.body.message).toBe('This device is no longer remembered');
    const ids = (await listDevices(token)).body.data.devices.map((d: { id: string }) => d.id);
    expect(ids).toEqual([idOf(phone)]);
    expect((await api('POST', '/api/auth/devices/sign-in', { deviceToken: laptop })).status).toBe(
      401,
    );
    const again = await api('DELETE', `/api/auth/devices/${idOf(laptop)}`, undefined, { token });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another account's device and leaves it working", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const laptop = await remember(owner.token, FIREFOX);

    const attempt = await api('DELETE', `/api/auth/devices/${idOf(laptop)}`, undefined, {
      token: stranger.token,
    });

    expect(attempt.status).toBe(404);
    expect(attempt.body.error).toBe('Device not found');
    const unknown = await api(
      'DELETE',
      '/api/auth/devices/00000000-0000-4000-8000-000000000000',
      undefined,
      { token: stranger.token },
    );
    expect(unknown.body).toEqual(attempt.body);
    expect((await api('POST', '/api/auth/devices/sign-in', { deviceToken: laptop })).status).toBe(
      200,
    );
    expect((await listDevices(stranger.token)).body.data.devices).toEqual([]);
    const hostile = await api('DELETE', '/api/auth/devices/%7B%22%24ne%22%3A1%7D', undefined, {
      token: stranger.token,
    });
    expect(hostile.status).toBe(400);
  });

  it('forgets every device when the password is reset', async () => {
    const { input, token } = await signUp();
    const devices = [await remember(token, FIREFOX), await remember(token, SAFARI_IPHONE)];

    await api('POST', '/api/auth/forgot-password', { email: input.email });
    const resetToken = linkToken(await waitForMail(input.email, /Reset your password/));
    const reset = await api('POST', '/api/auth/reset-password', {
      token: resetToken,
      password: 'N3w-password-here',
    });
    expect(reset.status).toBe(200);

    for (const deviceToken of devices) {
      const signIn = await api('POST', '/api/auth/devices/sign-in', { deviceToken });
      expect(signIn.status).toBe(401);
    }
    const login = await api('POST', '/api/auth/login', {
      email: input.email,
      password: 'N3w-password-here',
    });
    expect((await listDevices(login.body.data.token)).body.data.devices).toEqual([]);
  });
});
