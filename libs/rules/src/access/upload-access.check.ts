import { MESSAGES } from '../messages';
import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { isUnderLimit, nextTierWhere } from '../tiers/tier.lookup';
import { ALLOWED, deny } from './access.decision';
import { type AccessDecision, type AccessUser, type TierSource } from './access.types';
import { requireCreatorTier } from './creator-tier.guard';

export interface UploadAccessInput extends TierSource {
  user: AccessUser | null | undefined;
  /** Uploads the creator has already made today. */
  uploadsToday: number;
  now: Date;
}

/** The daily limit is reached when uploadsToday is at or over it; -1 never runs out. */
export function checkUpload(input: UploadAccessInput): AccessDecision {
  const { user, uploadsToday, now, tiers = TIER_CATALOGUE } = input;

  const guard = requireCreatorTier(user, now, tiers, {
    loginRequired: MESSAGES.uploadLoginRequired,
    creatorsOnly: MESSAGES.onlyCreatorsUpload,
  });
  if ('denied' in guard) {
    return guard.denied;
  }

  const limit = guard.tier.creatorFeatures?.maxUploadsPerDay ?? 0;
  if (!isUnderLimit(uploadsToday, limit)) {
    return deny(MESSAGES.dailyUploadLimit(limit), {
      requiredTier: nextTierWhere(
        guard.tier,
        (tier) => isUnderLimit(limit, tier.creatorFeatures?.maxUploadsPerDay ?? 0),
        tiers,
      )?.id,
      currentTier: guard.tier.id,
      upgradeUrl: '/subscription',
    });
  }
  return ALLOWED;
}
