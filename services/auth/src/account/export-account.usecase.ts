import { Injectable } from '@nestjs/common';
import type { AccountExportDto } from '@tessera/contracts';
import { notFound, type RequestContext } from '@tessera/platform';
import { statusOf, verificationStatusOf } from '../account-status/account-standing';
import { RememberedDevicesService } from '../devices/remembered-devices.service';
import { auditEvent } from '../events/auth-event.builder';
import { SessionService } from '../sessions/session.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { UsersRepository } from '../users/users.repository';

/**
 * The parts other services keep that the export cannot include yet: none of them offers a route
 * that answers one account's records, and reading their databases is not auth's to do.
 */
const NOT_YET_EXPORTED = [
  { part: 'posts', reason: "The content service has no route for one account's posts yet." },
  {
    part: 'messages',
    reason: "The messaging service has no route for one account's messages yet.",
  },
  { part: 'payments', reason: "The billing service has no route for one account's payments yet." },
];

/** Everything auth keeps about an account, for its holder to download as one JSON file. */
@Injectable()
export class ExportAccount {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly devices: RememberedDevicesService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async execute(
    userId: string,
    currentSessionId: string,
    context: RequestContext,
  ): Promise<AccountExportDto> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('Account not found');
    const [sessions, devices, twoFactor] = await Promise.all([
      this.sessions.listOwn(userId, currentSessionId),
      this.devices.list(userId),
      this.twoFactor.status(userId),
    ]);
    await this.users.appendEvents(userId, [
      auditEvent(
        {
          action: 'user.account_exported',
          outcome: 'success',
          userId,
          resource: 'user',
          resourceId: userId,
        },
        context,
      ),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: user._id,
        email: user.email,
        emailVerified: user.emailVerified,
        username: user.username,
        displayName: user.displayName,
        role: user.role,
        authProvider: user.authProvider,
        bio: user.bio,
        avatar: user.avatar,
        coverImage: user.coverImage,
        socialLinks: user.socialLinks,
        isVerified: user.isVerified,
        verificationStatus: verificationStatusOf(user),
        status: statusOf(user),
        platformPlan: user.subscriptionTier,
        passwordChangedAt: user.passwordChangedAt,
        twoFactor,
        rememberedDevices: devices,
        createdAt: new Date(user.createdAt).toISOString(),
        updatedAt: new Date(user.updatedAt).toISOString(),
      },
      sessions,
      posts: null,
      messages: null,
      payments: null,
      missing: NOT_YET_EXPORTED,
    };
  }
}
