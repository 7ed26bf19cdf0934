import { Inject, Injectable } from '@nestjs/common';
import {
  type AuthenticatedUser,
  PlatformSettingsReader,
  SERVICE_CONFIG,
  forbidden,
  unauthorized,
} from '@tessera/platform';
import type { UploadPurpose } from '@tessera/contracts';
import {
  MESSAGES,
  checkMediaSharing,
  checkUpload,
  effectiveTierOf,
  isRole,
  isUnderLimit,
} from '@tessera/rules';
import type { ContentConfig } from '../config/content-config';
import { PlatformPlansRepository } from '../entitlements/platform-plans.repository';
import { MediaRepository } from './media.repository';
import {
  type FileRules,
  SPEC_FILE_RULES,
  planFileRules,
  withinPlatformLimits,
} from './upload-limits';

/** Midnight UTC of the day `now` falls in: the daily upload limit counts from there. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** An uploader the gate let in, with the rules each of their files must meet. */
export interface AdmittedUploader {
  user: AuthenticatedUser;
  files: FileRules;
}

/**
 * The upload check of the spec, in its order: signed in, creators only, an active creator plan,
 * the plan's daily limit. A message attachment takes the media sharing check instead (any sender
 * whose plan shares media), then the same daily limit (the plan's, or `ATTACHMENT_UPLOADS_PER_DAY`
 * for plans without one), and its files the file upload check of the sender's plan (size, types).
 * Every upload of the day counts, whatever it was for. Refusals carry the spec's messages: 401 for
 * a visitor, 403 otherwise.
 */
@Injectable()
export class UploadGate {
  constructor(
    private readonly plans: PlatformPlansRepository,
    private readonly media: MediaRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly settings: PlatformSettingsReader,
  ) {}

  /** Admits the uploader, whose files then also meet the platform settings' upload limits. */
  async admit(
    user: AuthenticatedUser | null,
    purpose: UploadPurpose,
    now = new Date(),
  ): Promise<AdmittedUploader> {
    const admitted = await this.admitUploader(user, purpose, now);
    const { content } = await this.settings.current();
    return { ...admitted, files: withinPlatformLimits(admitted.files, content) };
  }

  private async admitUploader(
    user: AuthenticatedUser | null,
    purpose: UploadPurpose,
    now: Date,
  ): Promise<AdmittedUploader> {
    if (purpose === 'message') return this.admitAttachment(user, now);
    const [subscription, uploadsToday] = user
      ? await Promise.all([this.plans.snapshotOf(user.id), this.uploadsToday(user, now)])
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
    return { user: user as AuthenticatedUser, files: SPEC_FILE_RULES };
  }

  private async admitAttachment(
    user: AuthenticatedUser | null,
    now: Date,
  ): Promise<AdmittedUploader> {
    const subscription = user ? await this.plans.snapshotOf(user.id) : null;
    const sender = user && { id: user.id, role: user.role, subscription };
    const decision = checkMediaSharing({ user: sender, now });
    if (!decision.allowed) {
      throw user ? forbidden(decision.reason) : unauthorized(decision.reason);
    }
    // The check never admits a visitor, and lets admins past every plan rule.
    const tier = isRole(user?.role, 'admin') ? null : effectiveTierOf(sender, now);
    if (!tier) return { user: user as AuthenticatedUser, files: SPEC_FILE_RULES };
    const limit = tier.creatorFeatures?.maxUploadsPerDay ?? this.config.ATTACHMENT_UPLOADS_PER_DAY;
    if (!isUnderLimit(await this.uploadsToday(user as AuthenticatedUser, now), limit)) {
      throw forbidden(MESSAGES.dailyUploadLimit(limit));
    }
    return { user: user as AuthenticatedUser, files: planFileRules(tier) };
  }

  private uploadsToday(user: AuthenticatedUser, now: Date): Promise<number> {
    return this.media.countCreatedSince(user.id, startOfUtcDay(now));
  }
}
