import { tierCopy, type SubscriptionTier } from '@tessera/rules';
import { formatLimit, qualityLabel, yesNo } from '../pricing/tier-display';

export interface TierFact {
  label: string;
  value: string;
}

/** Headline facts that always show on a registration tier card. */
export function keyFacts(tier: SubscriptionTier): TierFact[] {
  const creator = tier.creatorFeatures;
  if (creator) {
    return [
      { label: 'Platform fee', value: `${creator.platformFeePercentage} %` },
      { label: 'Uploads per day', value: formatLimit(creator.maxUploadsPerDay) },
      { label: 'Live streaming', value: yesNo(creator.liveStreamingEnabled) },
      { label: 'Custom branding', value: yesNo(creator.customBranding) },
    ];
  }
  return [
    {
      label: 'Conversations per day',
      value: formatLimit(tier.messagingFeatures.maxConversationsPerDay),
    },
    { label: 'Video quality', value: qualityLabel(tier) },
  ];
}

/** Messaging and content-access notes shown with 'Show detailed features'. */
export function detailedNotes(tier: SubscriptionTier): { messaging: string[]; access: string[] } {
  const messaging = tier.messagingFeatures;
  const access = tier.contentAccess;
  return {
    messaging: [
      tierCopy.conversationsPerDay(messaging.maxConversationsPerDay),
      messaging.canSendMedia
        ? tierCopy.fileSharing(messaging.maxFileSize, messaging.allowedFileTypes)
        : 'Text messages only',
      messaging.canReceivePrioritySupport ? 'Priority support' : 'Standard support',
      ...(messaging.canSendBulkMessages ? ['Bulk messages to subscribers'] : []),
    ],
    access: [
      tierCopy.videoQuality(access.qualityLimits),
      access.canViewPremiumContent ? 'Premium posts included' : 'No premium posts',
      access.canViewExclusiveContent ? 'Exclusive posts included' : 'No exclusive posts',
      access.downloadPermissions ? 'Downloads allowed' : 'Streaming only, no downloads',
      ...(access.earlyAccess ? ['Early access to new posts'] : []),
      ...(access.canViewLiveStreams ? ['Watch live streams'] : []),
    ],
  };
}
