import { REMEMBER_ME_MAX_AGE_MS } from '@tessera/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseOpaqueToken } from '../credentials/opaque-token';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  refusal,
  requestContext,
} from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { DEVICE_NOT_FOUND, INVALID_DEVICE_TOKEN } from './remembered-devices.service';

const invalidDevice = refusal(401, INVALID_DEVICE_TOKEN);

let auth: AuthHarness;
let user: User;

beforeEach(async () => {
  auth = createAuthHarness();
  user = await auth.seedUser();
});

afterEach(() => {
  vi.useRealTimers();
});

const deviceIdOf = (deviceToken: string) => parseOpaqueToken(deviceToken)?.id ?? '';

describe('remembered devices', () => {
  it('signs the device in to a remembered session and notes when it was used', async () => {
    const { deviceToken } = await auth.devices.remember(user._id, requestContext);
    const id = deviceIdOf(deviceToken);

    const session = await auth.devices.signIn(deviceToken, requestContext);

    expect(session.user.id).toBe(user._id);
    expect(auth.stores.sessions.events[0]).toMatchObject({
      data: { action: 'user.login', details: { method: 'device', rememberMe: true } },
    });
    expect(await auth.stores.devices.findActive(id)).toMatchObject({
      userAgent: requestContext.userAgent,
      lastUsedAt: expect.any(Date),
    });
    expect(auditActions(auth.stores.devices.eventsOf(id))).toEqual(['device.remembered']);
  });

  it.each([
    ['a malformed token', () => 'garbage'],
    ['a wrong secret', (token: string) => `${deviceIdOf(token)}.${'z'.repeat(43)}`],
    ['an unknown device', () => `0b5f4f8e-2c43-4e4e-9a55-1f2f0a6c9d10.${'z'.repeat(43)}`],
  ])('refuses %s', async (_kind, tokenFor) => {
    const { deviceToken } = await auth.devices.remember(user._id, requestContext);

    await expect(auth.devices.signIn(tokenFor(deviceToken), requestContext)).rejects.toMatchObject(
      invalidDevice,
    );
    expect(auth.stores.sessions.events).toEqual([]);
  });

  it('stops working once the remember-me period is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const rememberedAt = Date.now();
    const { deviceToken, expiresAt } = await auth.devices.remember(user._id, requestContext);
    expect(Date.parse(expiresAt) - rememberedAt).toBe(REMEMBER_ME_MAX_AGE_MS);

    vi.setSystemTime(rememberedAt + REMEMBER_ME_MAX_AGE_MS);

    await expect(auth.devices.signIn(deviceToken, requestContext)).rejects.toMatchObject(
      invalidDevice,
    );
  });

  it('forgets a device for whoever holds its token, once', async () => {
    const { deviceToken } = await auth.devices.remember(user._id, requestContext);
    const id = deviceIdOf(deviceToken);

    await auth.devices.revoke(deviceToken, requestContext);
    await auth.devices.revoke(deviceToken, requestContext);

    await expect(auth.devices.signIn(deviceToken, requestContext)).rejects.toMatchObject(
      invalidDevice,
    );
    const events = auth.stores.devices.eventsOf(id);
    expect(auditActions(events)).toEqual(['device.remembered', 'device.revoked']);
    expect(events[1]).toMatchObject({ data: { userId: user._id, resourceId: id } });
  });

  it('ignores a revocation with the wrong secret', async () => {
    const { deviceToken } = await auth.devices.remember(user._id, requestContext);

    await auth.devices.revoke(`${deviceIdOf(deviceToken)}.${'z'.repeat(43)}`, requestContext);

    await expect(auth.devices.signIn(deviceToken, requestContext)).resolves.toBeDefined();
    expect(auditActions(auth.stores.devices.events)).toEqual(['device.remembered']);
  });
});

describe("the owner's list of devices", () => {
  const firefox = {
    ...requestContext,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  };

  it('names each device, says when and where it was used, and never shows its token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const older = await auth.devices.remember(user._id, requestContext);
    vi.setSystemTime(Date.now() + 60_000);
    const newer = await auth.devices.remember(user._id, firefox);
    await auth.devices.remember((await auth.seedUser())._id, requestContext);

    const listed = await auth.devices.list(user._id);

    expect(listed).toEqual([
      {
        id: deviceIdOf(newer.deviceToken),
        label: 'Firefox on Windows',
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt: newer.expiresAt,
        ipAddress: requestContext.ipAddress,
      },
      expect.objectContaining({ id: deviceIdOf(older.deviceToken), label: 'Unknown device' }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(newer.deviceToken.split('.')[1]);

    vi.setSystemTime(Date.now() + 60_000);
    await auth.devices.signIn(older.deviceToken, { ...requestContext, ipAddress: '198.51.100.4' });
    expect((await auth.devices.list(user._id))[0]).toMatchObject({
      id: deviceIdOf(older.deviceToken),
      lastUsedAt: new Date().toISOString(),
      ipAddress: '198.51.100.4',
    });
  });

  it('forgets one of them and ends the sessions it started, audited', async () => {
    const { deviceToken } = await auth.devices.remember(user._id, requestContext);
    const id = deviceIdOf(deviceToken);
    const fromDevice = await auth.devices.signIn(deviceToken, requestContext);
    const elsewhere = await auth.sessions.start(user, {
      rememberMe: false,
      context: requestContext,
      action: 'user.login',
      method: 'password',
    });

    await auth.devices.forgetOwn(user._id, id, requestContext);

    expect(await auth.devices.list(user._id)).toEqual([]);
    await expect(auth.devices.signIn(deviceToken, requestContext)).rejects.toMatchObject(
      invalidDevice,
    );
    await expect(
      auth.sessions.refresh(fromDevice.refreshToken, requestContext),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      auth.sessions.refresh(elsewhere.refreshToken, requestContext),
    ).resolves.toBeDefined();
    expect(auth.stores.devices.eventsOf(id)[1]).toMatchObject({
      data: { action: 'device.revoked', userId: user._id, details: { reason: 'owner' } },
    });
    expect(auth.stores.users.eventsOf(user._id)).toEqual([
      expect.objectContaining({
        type: 'session.revoked',
        data: expect.objectContaining({ reason: 'logout', sessionIds: [expect.any(String)] }),
      }),
    ]);
  });

  it("answers 404 for another account's device, and for one already forgotten", async () => {
    const { deviceToken } = await auth.devices.remember(user._id, requestContext);
    const id = deviceIdOf(deviceToken);
    const stranger = await auth.seedUser();

    await expect(auth.devices.forgetOwn(stranger._id, id, requestContext)).rejects.toMatchObject(
      refusal(404, DEVICE_NOT_FOUND),
    );
    await expect(auth.devices.signIn(deviceToken, requestContext)).resolves.toBeDefined();

    await auth.devices.forgetOwn(user._id, id, requestContext);
    await expect(auth.devices.forgetOwn(user._id, id, requestContext)).rejects.toMatchObject(
      refusal(404, DEVICE_NOT_FOUND),
    );
  });
});
