import { Injectable } from '@nestjs/common';
import { type AuthenticatedUser, forbidden, unauthorized } from '@tessera/platform';
import { checkUpload } from '@tessera/rules';
import { PlatformPlansRepository } from '../entitlements/platform-plans.repository';
import { MediaRepository } from './media.repository';

/** Midnight UTC of the day `now` falls in: the daily upload limit counts from there. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The upload check of the spec, in its order: signed in, creators only, an active creator plan,
 * the plan's daily limit. Refusals carry the spec's messages: 401 for a visitor, 403 otherwise.
 */
@Injectable()
export class UploadGate {
  constructor(
    private readonly plans: PlatformPlansRepository,
    private readonly media: MediaRepository,
  ) {}

  async admit(user: AuthenticatedUser | null, now = new Date()): Promise<AuthenticatedUser> {
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
}
