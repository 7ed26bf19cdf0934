import { Injectable } from '@nestjs/common';
import { type AuthenticatedUser, forbidden, unauthorized } from '@tessera/platform';
import type { UploadPurpose } from '@tessera/contracts';
import { checkMediaSharing, checkUpload } from '@tessera/rules';
import { PlatformPlansRepository } from '../entitlements/platform-plans.repository';
import { MediaRepository } from './media.repository';

/** Midnight UTC of the day `now` falls in: the daily upload limit counts from there. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The upload check of the spec, in its order: signed in, creators only, an active creator plan,
 * the plan's daily limit. A message attachment takes the media sharing check instead (any sender
 * whose plan shares media; messaging checks size and type against the plan when it is sent).
 * Refusals carry the spec's messages: 401 for a visitor, 403 otherwise.
 */
@Injectable()
export class UploadGate {
  constructor(
    private readonly plans: PlatformPlansRepository,
    private readonly media: MediaRepository,
  ) {}

  async admit(
    user: AuthenticatedUser | null,
    purpose: UploadPurpose,
    now = new Date(),
  ): Promise<AuthenticatedUser> {
    if (purpose === 'message') return this.admitAttachment(user, now);
    const [subscription, uploadsToday] = user
      ? await Promise.all([
          this.plans.snapshotOf(user.id),
          this.media.countCreatedSince(user.id, startOfUtcDay(now)),
        ])
      : [null, 0];
    const decision = checkUpload({
      user: user && { id: user.id, role: user.role, subscription },
      uploadsToday,
      now,
    });
    if (!decision.allowed) {
      throw user ? forbidden(decision.reason) : unauthorized(decision.reason);
    }
    // The check never admits a visitor.
    return user as AuthenticatedUser;
  }

  private async admitAttachment(
    user: AuthenticatedUser | null,
    now: Date,
  ): Promise<AuthenticatedUser> {
    const subscription = user ? await this.plans.snapshotOf(user.id) : null;
    const decision = checkMediaSharing({
      user: user && { id: user.id, role: user.role, subscription },
      now,
    });
    if (!decision.allowed) {
      throw user ? forbidden(decision.reason) : unauthorized(decision.reason);
    }
    // The check never admits a visitor.
    return user as AuthenticatedUser;
  }
}
