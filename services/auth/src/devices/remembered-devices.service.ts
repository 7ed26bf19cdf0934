import { Injectable } from '@nestjs/common';
import type { AuthSessionDto, RememberedDeviceDto } from '@tessera/contracts';
import { unauthorized, type RequestContext } from '@tessera/platform';
import { REMEMBER_ME_MAX_AGE_MS } from '@tessera/rules';
import { randomUUID } from 'node:crypto';
import {
  hashSecret,
  issueOpaqueToken,
  parseOpaqueToken,
  secretMatches,
} from '../credentials/opaque-token';
import { auditEvent } from '../events/auth-events';
import { SessionService } from '../sessions/session.service';
import { UsersRepository } from '../users/users.repository';
import { RememberedDevicesRepository } from './remembered-devices.repository';

export const INVALID_DEVICE_TOKEN = 'This device is no longer remembered. Please sign in manually.';

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
    await this.devices.touch(device._id);
    return this.sessions.start(user, {
      rememberMe: true,
      context,
      action: 'user.login',
      method: 'device',
    });
  }

  /** Forgets a device; knowing its token is proof enough, so a signed-out browser can clean up. */
  async revoke(deviceToken: string, context: RequestContext): Promise<void> {
    const parsed = parseOpaqueToken(deviceToken);
    const device = parsed ? await this.devices.findActive(parsed.id) : null;
    if (!parsed || !device || !secretMatches(parsed.secret, device.secretHash)) return;
    await this.devices.revoke(device._id, [
      auditEvent(
        {
          action: 'device.revoked',
          outcome: 'success',
          userId: device.userId,
          resource: 'device',
          resourceId: device._id,
        },
        context,
      ),
    ]);
  }
}
