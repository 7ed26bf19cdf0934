import { bytesToMb, fileTypeOfMime } from '../files/file-type.util';
import { MESSAGES } from '../messages';
import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { nextTierWhere } from '../tiers/tier.lookup';
import { effectiveTierOf, ALLOWED, deny } from './access.decision';
import { type AccessDecision, type AccessUser, type TierSource } from './access.types';
import { requiredTierForFileSize } from './required-tier.rule';

export interface FileUploadAccessInput extends TierSource {
  user: AccessUser | null | undefined;
  file: { sizeBytes: number; mimeType: string };
  now: Date;
}

/**
 * Size first, then type, as the spec lists them. A file equal to the tier's limit passes ("no
 * more than"). For a subscriber the suggested tier follows the spec's size thresholds; a creator
 * is pointed at the next creator tier whose limit fits, since subscriber tiers cannot publish.
 */
export function checkFileUpload(input: FileUploadAccessInput): AccessDecision {
  const { user, file, now, tiers = TIER_CATALOGUE } = input;

  if (!user) {
    return deny(MESSAGES.fileUploadLoginRequired, { upgradeUrl: '/login' });
  }
  const tier = effectiveTierOf(user, now, tiers);
  if (!tier) {
    return deny(MESSAGES.activeSubscriptionRequired, { upgradeUrl: '/subscription' });
  }

  const { maxFileSize, allowedFileTypes } = tier.messagingFeatures;
  const sizeMb = bytesToMb(file.sizeBytes);
  if (sizeMb > maxFileSize) {
    return deny(MESSAGES.fileSizeExceedsTierLimit(maxFileSize), {
      requiredTier:
        tier.type === 'subscriber'
          ? requiredTierForFileSize(sizeMb)
          : nextTierWhere(tier, (next) => sizeMb <= next.messagingFeatures.maxFileSize, tiers)?.id,
      currentTier: tier.id,
      upgradeUrl: '/subscription',
    });
  }

  const fileType = fileTypeOfMime(file.mimeType);
  if (fileType === null || !allowedFileTypes.includes(fileType)) {
    return deny(MESSAGES.fileTypeNotInTier, {
      requiredTier:
        fileType === null
          ? undefined
          : nextTierWhere(
              tier,
              (next) => next.messagingFeatures.allowedFileTypes.includes(fileType),
              tiers,
            )?.id,
      currentTier: tier.id,
      upgradeUrl: '/subscription',
    });
  }
  return ALLOWED;
}
