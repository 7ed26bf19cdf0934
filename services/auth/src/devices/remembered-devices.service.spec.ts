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
import { INVALID_DEVICE_TOKEN } from './remembered-devices.service';

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
