import {
  ANNUAL_DISCOUNT_PERCENT,
  bytesToMb,
  formatPrice,
  getTier,
  IMAGE_MAX_BYTES,
  isUnlimited,
  MINIMUM_PAYOUT_CENTS,
  PAYMENT_FEE_FIXED_CENTS,
  PAYMENT_FEE_PERCENT,
  PAYOUT_DELAY_DAYS,
  PAYOUT_REQUEST_FEE_PERCENT,
  SUBSCRIPTION_PERIOD_DAYS,
  VIDEO_MAX_BYTES,
  type SubscriptionTier,
} from '@tessera/rules';

const TOKEN = /\{\{\s*([\w.-]+)\s*\}\}/g;
const PLATFORM_CURRENCY = 'EUR';

function percent(value: number): string {
  return `${value} %`;
}

function limit(value: number, unit = ''): string {
  if (isUnlimited(value)) return 'unlimited';
  return unit ? `${value} ${unit}` : String(value);
}

const TIER_FIELDS: Record<string, (tier: SubscriptionTier) => string | undefined> = {
  name: (tier) => tier.name,
  price: (tier) => (tier.priceCents === 0 ? 'free' : formatPrice(tier.priceCents, tier.currency)),
  platformFee: (tier) =>
    tier.creatorFeatures ? percent(tier.creatorFeatures.platformFeePercentage) : undefined,
  uploadsPerDay: (tier) =>
    tier.creatorFeatures ? limit(tier.creatorFeatures.maxUploadsPerDay) : undefined,
  conversationsPerDay: (tier) => limit(tier.messagingFeatures.maxConversationsPerDay),
  maxFileSize: (tier) => limit(tier.messagingFeatures.maxFileSize, 'MB'),
  storage: (tier) =>
    tier.creatorFeatures ? limit(tier.creatorFeatures.maxStorageGB, 'GB') : undefined,
};

const PLAIN_TOKENS: Record<string, () => string> = {
  'upload.imageMaxMb': () => `${bytesToMb(IMAGE_MAX_BYTES)} MB`,
  'upload.videoMaxMb': () => `${bytesToMb(VIDEO_MAX_BYTES)} MB`,
  'fees.payment': () =>
    `${percent(PAYMENT_FEE_PERCENT)} + ${formatPrice(PAYMENT_FEE_FIXED_CENTS, PLATFORM_CURRENCY)}`,
  'fees.payoutRequest': () => percent(PAYOUT_REQUEST_FEE_PERCENT),
  'payout.minimum': () => formatPrice(MINIMUM_PAYOUT_CENTS, PLATFORM_CURRENCY),
  'payout.delayDays': () => String(PAYOUT_DELAY_DAYS),
  'subscription.periodDays': () => String(SUBSCRIPTION_PERIOD_DAYS),
  'annual.discount': () => percent(ANNUAL_DISCOUNT_PERCENT),
};

/** The value of one token name such as 'tier.pro-creator.price', or undefined if unknown. */
export function resolveToken(name: string): string | undefined {
  const plain = PLAIN_TOKENS[name];
  if (plain) return plain();
  const match = /^tier\.([\w-]+)\.(\w+)$/.exec(name);
  if (!match) return undefined;
  const [, tierId, field] = match;
  const tier = getTier(tierId);
  const read = field ? TIER_FIELDS[field] : undefined;
  return tier && read ? read(tier) : undefined;
}

/** @internal The token names a text uses; its test checks every text's tokens resolve. */
export function tokensIn(text: string): string[] {
  return Array.from(text.matchAll(TOKEN), (match) => match[1] ?? '');
}

/** Replaces every known token with its catalogue value; unknown tokens stay visible as written. */
export function resolveContentTokens(text: string): string {
  return text.replace(TOKEN, (whole, name: string) => resolveToken(name) ?? whole);
}
