import { Injectable } from '@nestjs/common';
import type {
  AuthSessionDto,
  RememberedDeviceDto,
  RememberedDeviceSummaryDto,
} from '@tessera/contracts';
import { notFound, unauthorized, type RequestContext } from '@tessera/platform';
import { REMEMBER_ME_MAX_AGE_MS } from '@tessera/rules';
import { randomUUID } from 'node:crypto';
import {
  hashSecret,
  issueOpaqueToken,
  parseOpaqueToken,
  secretMatches,
} from '../credentials/opaque-token';
import { auditEvent } from '../events/auth-event.builder';
import { SessionService } from '../sessions/session.service';
import { UsersRepository } from '../users/users.repository';
import { deviceLabel } from './device-label';
import {
  type RememberedDeviceListing,
  RememberedDevicesRepository,
} from './remembered-devices.repository';

export const INVALID_DEVICE_TOKEN = 'This device is no longer remembered. Please sign in manually.';
export const DEVICE_NOT_FOUND = 'Device not found';
export const DEVICE_FORGOTTEN = 'This device is no longer remembered';

/** Why a device was forgotten, as its audit record says. */
type ForgetReason = 'owner' | 'token-holder' | 'password-reset';

function toSummary(device: RememberedDeviceListing): RememberedDeviceSummaryDto {
  return {
    id: device._id,
    label: deviceLabel(device.userAgent),
    createdAt: new Date(device.createdAt).toISOString(),
    lastUsedAt: device.lastUsedAt ? new Date(device.lastUsedAt).toISOString() : null,
    expiresAt: new Date(device.expiresAt).toISOString(),
    ipAddress: device.ipAddress || null,
  };
}

@Injectable()
export class RememberedDevicesService {
  constructor(
    private readonly devices: RememberedDevicesRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
  ) {}

  async remember(userId: string, context: RequestContext): Promise<RememberedDeviceDto> {
    const token = issueOpaqueToken(randomUUID());
    const expiresAt = new Date(Date.now() + REMEMBER_ME_MAX_AGE_MS);
    await this.devices.create(
      {
        _id: token.id,
        userId,
        secretHash: hashSecret(token.secret),
        expiresAt,
        userAgent: context.userAgent,
        ipAddress: context.ipAddress,
      },
      [
        auditEvent(
          {
            action: 'device.remembered',
            outcome: 'success',
            userId,
            resource: 'device',
            resourceId: token.id,
          },
          context,
        ),
      ],
    );
    return { deviceToken: token.token, expiresAt: expiresAt.toISOString() };
  }

  async signIn(deviceToken: string, context: RequestContext): Promise<AuthSessionDto> {
    const parsed = parseOpaqueToken(deviceToken);
    const device = parsed ? await this.devices.findActive(parsed.id) : null;
    if (!parsed || !device || !secretMatches(parsed.secret, device.secretHash)) {
      throw unauthorized(INVALID_DEVICE_TOKEN);
    }
    const user = await this.users.findById(device.userId);
    if (!user) throw unauthorized(INVALID_DEVICE_TOKEN);
    await this.devices.touch(device._id, context.ipAddress);
    return this.sessions.start(user, {
      rememberMe: true,
      context,
      action: 'user.login',
      method: 'device',
      deviceId: device._id,
    });
  }

  /** The caller's remembered devices, never their tokens. */
  async list(userId: string): Promise<RememberedDeviceSummaryDto[]> {
    return (await this.devices.listActive(userId)).map(toSummary);
  }

  /** Forgets one of the caller's devices; another account's device is as unknown as none. */
  async forgetOwn(userId: string, deviceId: string, context: RequestContext): Promise<void> {
    if (!(await this.forget(deviceId, userId, 'owner', context))) {
      throw notFound(DEVICE_NOT_FOUND);
    }
  }

  /** Forgets a device; knowing its token is proof enough, so a signed-out browser can clean up. */
  async revoke(deviceToken: string, context: RequestContext): Promise<void> {
    const parsed = parseOpaqueToken(deviceToken);
    const device = parsed ? await this.devices.findActive(parsed.id) : null;
    if (!parsed || !device || !secretMatches(parsed.secret, device.secretHash)) return;
    await this.forget(device._id, device.userId, 'token-holder', context);
  }

  /** Forgets every device of a user, so a new password is needed on each of them. */
  async forgetAll(userId: string, context: RequestContext): Promise<void> {
    for (const deviceId of await this.devices.activeIds(userId)) {
      await this.forget(deviceId, userId, 'password-reset', context);
    }
  }

  /** Revokes the device and ends the sessions it started; false when there was nothing to do. */
  private async forget(
    deviceId: string,
    userId: string,
    reason: ForgetReason,
    context: RequestContext,
  ): Promise<boolean> {
    const revoked = await this.devices.revoke(
      deviceId,
      [
        auditEvent(
          {
            action: 'device.revoked',
            outcome: 'success',
            userId,
            resource: 'device',
            resourceId: deviceId,
            details: { reason },
          },
          context,
        ),
      ],
      userId,
    );
    if (revoked) await this.sessions.endDeviceSessions(userId, deviceId, context);
    return revoked;
  }
}
