import { Injectable } from '@nestjs/common';
import {
  ACCOUNT_EXPORT_PARTS,
  type AccountExportDto,
  type AccountExportPartName,
} from '@tessera/contracts';
import { notFound, type RequestContext } from '@tessera/platform';
import { statusOf, verificationStatusOf } from '../account-status/account-standing';
import { RememberedDevicesService } from '../devices/remembered-devices.service';
import { auditEvent } from '../events/auth-event.builder';
import { toPasskeyDto } from '../passkeys/passkey-view';
import { PasskeysRepository } from '../passkeys/passkeys.repository';
import { SessionService } from '../sessions/session.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { UsersRepository } from '../users/users.repository';
import { AccountDataPort, PART_KEEPERS } from './account-data.client';

/** Why a part is missing from the file, in words its holder can act on. */
const unavailable = (part: AccountExportPartName) =>
  `The ${PART_KEEPERS[part]} service did not answer; download the export again in a few minutes.`;

interface GatheredParts {
  parts: Record<AccountExportPartName, Array<Record<string, unknown>> | null>;
  missing: AccountExportDto['missing'];
  capped: AccountExportDto['capped'];
}

/**
 * Everything kept about an account, for its holder to download as one JSON file: what auth keeps,
 * and the posts, messages and payments the other services answer for it. A service that does not
 * answer leaves its part null and named in `missing`; a part cut at its service's limit is named
 * in `capped` with how many records there are.
 */
@Injectable()
export class ExportAccount {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly devices: RememberedDevicesService,
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysRepository,
    private readonly accountData: AccountDataPort,
  ) {}

  async execute(
    userId: string,
    currentSessionId: string,
    context: RequestContext,
  ): Promise<AccountExportDto> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('Account not found');
    const [sessions, devices, twoFactor, passkeys, gathered] = await Promise.all([
      this.sessions.listOwn(userId, currentSessionId),
      this.devices.list(userId),
      this.twoFactor.status(userId),
      this.passkeys.listByUser(userId),
      this.gather(userId),
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
        // Names and dates only: the public keys are of no use outside this service.
        passkeys: passkeys.map(toPasskeyDto),
        rememberedDevices: devices,
        createdAt: new Date(user.createdAt).toISOString(),
        updatedAt: new Date(user.updatedAt).toISOString(),
      },
      sessions,
      ...gathered.parts,
      missing: gathered.missing,
      capped: gathered.capped,
    };
  }

  private async gather(userId: string): Promise<GatheredParts> {
    const gathered: GatheredParts = {
      parts: { posts: null, messages: null, payments: null },
      missing: [],
      capped: [],
    };
    const answers = await Promise.allSettled(
      ACCOUNT_EXPORT_PARTS.map((part) => this.accountData.part(part, userId)),
    );
    ACCOUNT_EXPORT_PARTS.forEach((part, index) => {
      const answer = answers[index];
      if (answer.status === 'rejected') {
        gathered.missing.push({ part, reason: unavailable(part) });
        return;
      }
      const { items, total } = answer.value;
      gathered.parts[part] = items;
      if (total > items.length) gathered.capped.push({ part, included: items.length, total });
    });
    return gathered;
  }
}
