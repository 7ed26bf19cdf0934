import { TIER_NAMES, tierCopy } from './tier.copy';
import { type SubscriptionTier, type TierId, UNLIMITED } from './tier.types';

type TierFacts = Omit<SubscriptionTier, 'features' | 'limitations'>;

interface TierText {
  features: string[];
  limitations: string[];
}

/** Copy is written against the finished facts, so every figure in it comes from the tier itself. */
function defineTier(facts: TierFacts, text: (tier: TierFacts) => TierText): SubscriptionTier {
  return { ...facts, ...text(facts) };
}

function creatorFeaturesOf(tier: TierFacts) {
  if (!tier.creatorFeatures) {
    throw new Error(`Tier ${tier.id} has no creator features`);
  }
  return tier.creatorFeatures;
}

const CREATOR_TIER_IDS: readonly TierId[] = ['basic-creator', 'pro-creator', 'premium-creator'];
const MOST_POPULAR = 'Most Popular';
const PRICING = { currency: 'EUR', billingPeriod: 'monthly' } as const;

const basicSubscriber = defineTier(
  {
    id: 'basic-subscriber',
    name: TIER_NAMES['basic-subscriber'],
    type: 'subscriber',
    level: 'basic',
    priceCents: 999,
    usdPriceCents: 1099,
    ...PRICING,
    description: 'Message the creators you follow; each creator’s own tier opens their posts.',
    isPopular: false,
    color: '#64748B',
    messagingFeatures: {
      canMessageCreators: true,
      allowedCreatorTiers: ['basic-creator', 'pro-creator'],
      maxConversationsPerDay: 5,
      canSendMedia: true,
      canReceivePrioritySupport: false,
      canSendBulkMessages: false,
      maxFileSize: 5,
      allowedFileTypes: ['jpeg', 'png'],
    },
    contentAccess: {
      canViewPremiumContent: false,
      canViewExclusiveContent: false,
      downloadPermissions: false,
      earlyAccess: false,
      canViewLiveStreams: false,
      qualityLimits: 'sd',
    },
  },
  (tier) => ({
    features: [
      'Message creators you do not subscribe to',
      'Like, comment on and bookmark posts',
      'Personal feed of the creators you follow',
      tierCopy.conversationsPerDay(tier.messagingFeatures.maxConversationsPerDay),
      tierCopy.canMessage(tier.messagingFeatures.allowedCreatorTiers),
      tierCopy.fileSharing(
        tier.messagingFeatures.maxFileSize,
        tier.messagingFeatures.allowedFileTypes,
      ),
      tierCopy.videoQuality(tier.contentAccess.qualityLimits),
    ],
    limitations: [
      'Adds no premium or exclusive posts to your creator tiers',
      'No live streams or downloads',
      tierCopy.cannotMessage(
        CREATOR_TIER_IDS.filter((id) => !tier.messagingFeatures.allowedCreatorTiers.includes(id)),
      ),
    ],
  }),
);

const proSubscriber = defineTier(
  {
    id: 'pro-subscriber',
    name: TIER_NAMES['pro-subscriber'],
    type: 'subscriber',
    level: 'pro',
    priceCents: 1999,
    usdPriceCents: 2199,
    ...PRICING,
    description: 'Premium posts, live streams and HD video for fans who follow several creators.',
    isPopular: true,
    badge: MOST_POPULAR,
    color: '#3B82F6',
    messagingFeatures: {
      canMessageCreators: true,
      allowedCreatorTiers: [...CREATOR_TIER_IDS],
      maxConversationsPerDay: 15,
      canSendMedia: true,
      canReceivePrioritySupport: false,
      canSendBulkMessages: false,
      maxFileSize: 25,
      allowedFileTypes: ['jpeg', 'png', 'gif', 'mp4'],
    },
    contentAccess: {
      canViewPremiumContent: true,
      canViewExclusiveContent: false,
      downloadPermissions: true,
      earlyAccess: false,
      canViewLiveStreams: true,
      qualityLimits: 'hd',
    },
  },
  (tier) => ({
    features: [
      tierCopy.everythingIn('basic-subscriber'),
      'Premium posts of every creator you subscribe to',
      'Watch live streams',
      'Download posts for offline viewing',
      tierCopy.conversationsPerDay(tier.messagingFeatures.maxConversationsPerDay),
      tierCopy.canMessage(tier.messagingFeatures.allowedCreatorTiers),
      tierCopy.fileSharing(
        tier.messagingFeatures.maxFileSize,
        tier.messagingFeatures.allowedFileTypes,
      ),
      tierCopy.videoQuality(tier.contentAccess.qualityLimits),
    ],
    limitations: [
      'Adds no exclusive posts to your creator tiers',
      'No early access to new releases',
    ],
  }),
);

const vipSubscriber = defineTier(
  {
    id: 'vip-subscriber',
    name: TIER_NAMES['vip-subscriber'],
    type: 'subscriber',
    level: 'vip',
    priceCents: 3999,
    usdPriceCents: 4399,
    ...PRICING,
    description: 'Everything Tessera offers fans: exclusive posts, early access and 4K video.',
    isPopular: false,
    color: '#A855F7',
    messagingFeatures: {
      canMessageCreators: true,
      allowedCreatorTiers: [...CREATOR_TIER_IDS],
      maxConversationsPerDay: UNLIMITED,
      canSendMedia: true,
      canReceivePrioritySupport: true,
      canSendBulkMessages: false,
      maxFileSize: 100,
      allowedFileTypes: ['jpeg', 'png', 'gif', 'mp4', 'webm'],
    },
    contentAccess: {
      canViewPremiumContent: true,
      canViewExclusiveContent: true,
      downloadPermissions: true,
      earlyAccess: true,
      canViewLiveStreams: true,
      qualityLimits: 'uhd',
    },
  },
  (tier) => ({
    features: [
      tierCopy.everythingIn('pro-subscriber'),
      'Exclusive posts of every creator you subscribe to',
      'Early access to new releases',
      'Priority support',
      tierCopy.conversationsPerDay(tier.messagingFeatures.maxConversationsPerDay),
      tierCopy.fileSharing(
        tier.messagingFeatures.maxFileSize,
        tier.messagingFeatures.allowedFileTypes,
      ),
      tierCopy.videoQuality(tier.contentAccess.qualityLimits),
    ],
    limitations: ['No bulk messaging', 'Publishing content needs a creator account'],
  }),
);

const basicCreator = defineTier(
  {
    id: 'basic-creator',
    name: TIER_NAMES['basic-creator'],
    type: 'creator',
    level: 'basic',
    priceCents: 0,
    usdPriceCents: null,
    ...PRICING,
    description: 'Start publishing for free and build your first audience.',
    isPopular: false,
    color: '#10B981',
    messagingFeatures: {
      canMessageCreators: true,
      allowedCreatorTiers: [],
      maxConversationsPerDay: 20,
      canSendMedia: true,
      canReceivePrioritySupport: false,
      canSendBulkMessages: false,
      maxFileSize: 10,
      allowedFileTypes: ['jpeg', 'png', 'gif', 'mp4', 'webm'],
    },
    contentAccess: {
      canViewPremiumContent: false,
      canViewExclusiveContent: false,
      downloadPermissions: false,
      earlyAccess: false,
      canViewLiveStreams: false,
      qualityLimits: 'sd',
    },
    creatorFeatures: {
      maxUploadsPerDay: 10,
      maxSubscribers: UNLIMITED,
      analyticsAccess: 'basic',
      customBranding: false,
      liveStreamingEnabled: false,
      bulkMessageLimit: 0,
      platformFeePercentage: 20,
      canSetContentTiers: false,
      canCreateCollections: true,
      maxStorageGB: 10,
      advancedScheduling: false,
      customPricing: true,
    },
  },
  (tier) => {
    const creator = creatorFeaturesOf(tier);
    return {
      features: [
        'No monthly fee',
        'Set your own subscription price',
        tierCopy.keepEarnings(creator.platformFeePercentage),
        tierCopy.uploadsPerDay(creator.maxUploadsPerDay),
        tierCopy.storage(creator.maxStorageGB),
        'Organise posts into collections',
        tierCopy.analytics(creator.analyticsAccess),
        tierCopy.conversationsPerDay(tier.messagingFeatures.maxConversationsPerDay),
      ],
      limitations: [
        tierCopy.platformFee(creator.platformFeePercentage),
        'No live streaming or bulk messaging',
        'No custom branding',
        'No content tiers',
      ],
    };
  },
);

const proCreator = defineTier(
  {
    id: 'pro-creator',
    name: TIER_NAMES['pro-creator'],
    type: 'creator',
    level: 'pro',
    priceCents: 2999,
    usdPriceCents: 3299,
    ...PRICING,
    description: 'Grow with live streams, content tiers, bulk messages and a lower fee.',
    isPopular: true,
    badge: MOST_POPULAR,
    color: '#F59E0B',
    messagingFeatures: {
      canMessageCreators: true,
      allowedCreatorTiers: [],
      maxConversationsPerDay: 50,
      canSendMedia: true,
      canReceivePrioritySupport: true,
      canSendBulkMessages: true,
      maxFileSize: 50,
      allowedFileTypes: ['jpeg', 'png', 'gif', 'mp4', 'webm'],
    },
    contentAccess: {
      canViewPremiumContent: true,
      canViewExclusiveContent: false,
      downloadPermissions: true,
      earlyAccess: false,
      canViewLiveStreams: true,
      qualityLimits: 'hd',
    },
    creatorFeatures: {
      maxUploadsPerDay: 25,
      maxSubscribers: UNLIMITED,
      analyticsAccess: 'advanced',
      customBranding: true,
      liveStreamingEnabled: true,
      bulkMessageLimit: 100,
      platformFeePercentage: 15,
      canSetContentTiers: true,
      canCreateCollections: true,
      maxStorageGB: 100,
      advancedScheduling: true,
      customPricing: true,
    },
  },
  (tier) => {
    const creator = creatorFeaturesOf(tier);
    return {
      features: [
        tierCopy.everythingIn('basic-creator'),
        tierCopy.keepEarnings(creator.platformFeePercentage),
        tierCopy.uploadsPerDay(creator.maxUploadsPerDay),
        tierCopy.storage(creator.maxStorageGB),
        'Live streaming',
        tierCopy.bulkMessages(creator.bulkMessageLimit),
        'Custom branding and content tiers',
        tierCopy.analytics(creator.analyticsAccess),
      ],
      limitations: [
        tierCopy.platformFee(creator.platformFeePercentage),
        tierCopy.storageCap(creator.maxStorageGB),
        tierCopy.bulkMessagesCap(creator.bulkMessageLimit),
      ],
    };
  },
);

const premiumCreator = defineTier(
  {
    id: 'premium-creator',
    name: TIER_NAMES['premium-creator'],
    type: 'creator',
    level: 'premium',
    priceCents: 4999,
    usdPriceCents: 5499,
    ...PRICING,
    description: 'For full-time creators: the lowest platform fee and no daily limits.',
    isPopular: false,
    color: '#E11D48',
    messagingFeatures: {
      canMessageCreators: true,
      allowedCreatorTiers: [
        'pro-subscriber',
        'vip-subscriber',
        'basic-creator',
        'pro-creator',
        'premium-creator',
      ],
      maxConversationsPerDay: UNLIMITED,
      canSendMedia: true,
      canReceivePrioritySupport: true,
      canSendBulkMessages: true,
      maxFileSize: 200,
      allowedFileTypes: ['jpeg', 'png', 'gif', 'mp4', 'webm', 'mov'],
    },
    contentAccess: {
      canViewPremiumContent: true,
      canViewExclusiveContent: true,
      downloadPermissions: true,
      earlyAccess: true,
      canViewLiveStreams: true,
      qualityLimits: 'uhd',
    },
    creatorFeatures: {
      maxUploadsPerDay: UNLIMITED,
      maxSubscribers: UNLIMITED,
      analyticsAccess: 'premium',
      customBranding: true,
      liveStreamingEnabled: true,
      bulkMessageLimit: UNLIMITED,
      platformFeePercentage: 10,
      canSetContentTiers: true,
      canCreateCollections: true,
      maxStorageGB: UNLIMITED,
      advancedScheduling: true,
      customPricing: true,
    },
  },
  (tier) => {
    const creator = creatorFeaturesOf(tier);
    return {
      features: [
        tierCopy.everythingIn('pro-creator'),
        tierCopy.keepEarnings(creator.platformFeePercentage),
        tierCopy.uploadsPerDay(creator.maxUploadsPerDay),
        tierCopy.storage(creator.maxStorageGB),
        tierCopy.bulkMessages(creator.bulkMessageLimit),
        tierCopy.fileSharing(
          tier.messagingFeatures.maxFileSize,
          tier.messagingFeatures.allowedFileTypes,
        ),
        tierCopy.analytics(creator.analyticsAccess),
        tierCopy.acceptsMessagesFrom(tier.messagingFeatures.allowedCreatorTiers),
      ],
      limitations: [
        tierCopy.platformFeeStillApplies(creator.platformFeePercentage),
        'Monthly fee is charged even in months without earnings',
      ],
    };
  },
);

/** The six platform tiers, subscriber tiers first, each type ordered from lowest to highest. */
export const TIER_CATALOGUE: readonly SubscriptionTier[] = Object.freeze([
  basicSubscriber,
  proSubscriber,
  vipSubscriber,
  basicCreator,
  proCreator,
  premiumCreator,
]);

/** The free creator tier: choosing it at registration needs no checkout. */
export const FREE_CREATOR_TIER_ID: TierId = 'basic-creator';
