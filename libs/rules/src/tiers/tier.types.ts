export const TIER_IDS = [
  'basic-subscriber',
  'pro-subscriber',
  'vip-subscriber',
  'basic-creator',
  'pro-creator',
  'premium-creator',
] as const;

export type TierId = (typeof TIER_IDS)[number];

export type TierType = 'subscriber' | 'creator';

export type TierLevel = 'basic' | 'pro' | 'premium' | 'vip';

export type VideoQuality = 'sd' | 'hd' | 'uhd';

export type AnalyticsAccess = 'basic' | 'advanced' | 'premium';

/** Numeric limits use -1 for "unlimited". */
export const UNLIMITED = -1;

export interface MessagingFeatures {
  canMessageCreators: boolean;
  /**
   * On a subscriber tier: the creator tiers its holder can message. On a creator tier: the sender
   * tiers the creator accepts messages from; an empty list accepts everyone.
   */
  allowedCreatorTiers: TierId[];
  maxConversationsPerDay: number;
  canSendMedia: boolean;
  canReceivePrioritySupport: boolean;
  canSendBulkMessages: boolean;
  /** Megabytes (1 MB = 1024 x 1024 bytes). */
  maxFileSize: number;
  /** File extensions such as 'jpeg' or 'mp4'. */
  allowedFileTypes: string[];
}

export interface ContentAccess {
  canViewPremiumContent: boolean;
  canViewExclusiveContent: boolean;
  downloadPermissions: boolean;
  earlyAccess: boolean;
  canViewLiveStreams: boolean;
  qualityLimits: VideoQuality;
}

export interface CreatorFeatures {
  maxUploadsPerDay: number;
  maxSubscribers: number;
  analyticsAccess: AnalyticsAccess;
  customBranding: boolean;
  liveStreamingEnabled: boolean;
  bulkMessageLimit: number;
  platformFeePercentage: number;
  canSetContentTiers: boolean;
  canCreateCollections: boolean;
  maxStorageGB: number;
  advancedScheduling: boolean;
  customPricing: boolean;
}

export interface SubscriptionTier {
  id: TierId;
  name: string;
  type: TierType;
  level: TierLevel;
  priceCents: number;
  currency: 'EUR';
  /** Null for the free tier, which has no USD equivalent. */
  usdPriceCents: number | null;
  billingPeriod: 'monthly';
  description: string;
  features: string[];
  limitations: string[];
  isPopular: boolean;
  color: string;
  badge?: string;
  messagingFeatures: MessagingFeatures;
  contentAccess: ContentAccess;
  /** Present on creator tiers only. */
  creatorFeatures?: CreatorFeatures;
}
