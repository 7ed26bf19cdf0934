import { MESSAGES } from '../messages';
import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { lowestTierWhere } from '../tiers/tier.lookup';
import { ALLOWED, deny } from './access.decision';
import { type AccessDecision, type AccessUser, type TierSource } from './access.types';
import { requireCreatorTier } from './creator-tier.guard';

export interface LiveStreamingAccessInput extends TierSource {
  user: AccessUser | null | undefined;
  now: Date;
}

export function checkLiveStreaming(input: LiveStreamingAccessInput): AccessDecision {
  const { user, now, tiers = TIER_CATALOGUE } = input;

  const guard = requireCreatorTier(user, now, tiers, {
    loginRequired: MESSAGES.liveStreamingLoginRequired,
    creatorsOnly: MESSAGES.onlyCreatorsLiveStream,
  });
  if ('denied' in guard) {
    return guard.denied;
  }
  if (!guard.tier.creatorFeatures?.liveStreamingEnabled) {
    return deny(MESSAGES.liveStreamingUnavailable, {
      requiredTier: lowestTierWhere(
        'creator',
        (tier) => tier.creatorFeatures?.liveStreamingEnabled === true,
        tiers,
      )?.id,
      currentTier: guard.tier.id,
      upgradeUrl: '/subscription',
    });
  }
  return ALLOWED;
}
