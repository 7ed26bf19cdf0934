import { Inject, Injectable } from '@nestjs/common';
import {
  type AuthenticatedUser,
  PlatformSettingsReader,
  SERVICE_CONFIG,
  forbidden,
  unauthorized,
} from '@tessera/platform';
import { PROFILE_IMAGE_PURPOSES, type UploadPurpose } from '@tessera/contracts';
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
  PROFILE_IMAGE_FILE_RULES,
  SPEC_FILE_RULES,
  planFileRules,
  withinPlatformLimits,
} from './upload-limits';

/** Midnight UTC of the day `now` falls in: the daily upload limit counts from there. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Profile pictures and covers one account may upload a day: enough to try a few, not a host. */
export const PROFILE_IMAGES_PER_DAY = 20;

export const PROFILE_IMAGE_LIMIT = `You can upload at most ${PROFILE_IMAGES_PER_DAY} profile pictures and covers a day`;

const isProfileImage = (purpose: UploadPurpose) =>
  (PROFILE_IMAGE_PURPOSES as readonly string[]).includes(purpose);

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
 * Every upload of the day counts, whatever it was for. A profile picture or cover may come from
 * any signed-in account, images only, `PROFILE_IMAGES_PER_DAY` a day counted on their own. Refusals carry the spec's messages: 401 for
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
    if (isProfileImage(purpose)) return this.admitProfileImage(user, now);
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

  private async admitProfileImage(
    user: AuthenticatedUser | null,
    now: Date,
  ): Promise<AdmittedUploader> {
    if (!user) throw unauthorized(MESSAGES.fileUploadLoginRequired);
    const today = await this.media.countCreatedSince(
      user.id,
      startOfUtcDay(now),
      PROFILE_IMAGE_PURPOSES,
    );
    if (!isUnderLimit(today, PROFILE_IMAGES_PER_DAY)) throw forbidden(PROFILE_IMAGE_LIMIT);
    return { user, files: PROFILE_IMAGE_FILE_RULES };
  }

  private uploadsToday(user: AuthenticatedUser, now: Date): Promise<number> {
    return this.media.countCreatedSince(user.id, startOfUtcDay(now));
  }
}
