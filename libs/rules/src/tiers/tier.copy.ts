import { type AnalyticsAccess, type TierId, UNLIMITED, type VideoQuality } from './tier.types';

/** Display names, kept apart from the catalogue so copy can name other tiers. */
export const TIER_NAMES: Readonly<Record<TierId, string>> = {
  'basic-subscriber': 'Basic Subscriber',
  'pro-subscriber': 'Pro Subscriber',
  'vip-subscriber': 'VIP Subscriber',
  'basic-creator': 'Basic Creator',
  'pro-creator': 'Pro Creator',
  'premium-creator': 'Premium Creator',
};

const QUALITY_LABELS: Readonly<Record<VideoQuality, string>> = {
  sd: 'Standard definition (SD) video',
  hd: 'HD video quality',
  uhd: '4K Ultra HD video quality',
};

const ANALYTICS_LABELS: Readonly<Record<AnalyticsAccess, string>> = {
  basic: 'Basic analytics: views, likes and earnings',
  advanced: 'Advanced analytics with audience and revenue trends',
  premium: 'Premium analytics with per-post revenue and retention insights',
};

/** Joins names as 'A', 'A and B' or 'A, B and C'. */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) {
    return names.join('');
  }
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Builds feature and limitation lines from a tier's own numbers, so the catalogue states each
 * number once and the copy can never drift from the limits that are enforced.
 */
export const tierCopy = {
  conversationsPerDay: (limit: number) =>
    limit === UNLIMITED
      ? 'Unlimited new conversations per day'
      : `${limit} new conversations per day`,
  fileSharing: (maxMb: number, types: readonly string[]) =>
    `Share files up to ${maxMb} MB in messages (${types.map((type) => type.toUpperCase()).join(', ')})`,
  videoQuality: (quality: VideoQuality) => QUALITY_LABELS[quality],
  analytics: (access: AnalyticsAccess) => ANALYTICS_LABELS[access],
  uploadsPerDay: (limit: number) =>
    limit === UNLIMITED ? 'Unlimited uploads' : `${limit} uploads per day`,
  storage: (gigabytes: number) =>
    gigabytes === UNLIMITED ? 'Unlimited storage' : `${gigabytes} GB of storage`,
  storageCap: (gigabytes: number) => `Storage capped at ${gigabytes} GB`,
  bulkMessages: (limit: number) =>
    limit === UNLIMITED ? 'Unlimited bulk messages' : `Up to ${limit} bulk messages per day`,
  bulkMessagesCap: (limit: number) => `Bulk messages capped at ${limit} per day`,
  platformFee: (percent: number) => `Platform fee ${percent} %`,
  keepEarnings: (platformFeePercent: number) =>
    `Keep ${100 - platformFeePercent} % of your earnings`,
  platformFeeStillApplies: (percent: number) => `Platform fee of ${percent} % still applies`,
  everythingIn: (id: TierId) => `Everything in ${TIER_NAMES[id]}`,
  canMessage: (ids: readonly TierId[]) =>
    `Message creators on ${listNames(ids.map((id) => TIER_NAMES[id]))}`,
  cannotMessage: (ids: readonly TierId[]) =>
    `Cannot message creators on ${listNames(ids.map((id) => TIER_NAMES[id]))}`,
  /** Expects the accepted sender tiers lowest first, as the catalogue lists them. */
  acceptsMessagesFrom: (ids: readonly TierId[]) =>
    ids.length > 0 ? `Inbox limited to ${TIER_NAMES[ids[0]]} and above` : 'Inbox open to everyone',
} as const;
