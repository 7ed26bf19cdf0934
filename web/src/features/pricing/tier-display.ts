import {
  ANNUAL_DISCOUNT_PERCENT,
  annualPriceCents,
  formatPrice,
  isUnlimited,
  type SubscriptionTier,
} from '@tessera/rules';

export type BillingCycle = 'monthly' | 'annual';

export interface TierPrice {
  amount: string;
  period: string;
}

export function tierPrice(tier: SubscriptionTier, cycle: BillingCycle): TierPrice {
  if (tier.priceCents === 0) return { amount: 'Free', period: 'forever' };
  if (cycle === 'annual') {
    return {
      amount: formatPrice(annualPriceCents(tier.priceCents), tier.currency),
      period: 'year',
    };
  }
  return { amount: formatPrice(tier.priceCents, tier.currency), period: 'month' };
}

/** -1 means unlimited everywhere in the catalogue. */
export function formatLimit(limit: number, unit = ''): string {
  if (isUnlimited(limit)) return 'Unlimited';
  return unit ? `${limit} ${unit}` : String(limit);
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

const QUALITY_SHORT = { sd: 'SD', hd: 'HD', uhd: '4K UHD' } as const;

export function qualityLabel(tier: SubscriptionTier): string {
  return QUALITY_SHORT[tier.contentAccess.qualityLimits];
}

export function annualSavingLabel(): string {
  return `Save ${ANNUAL_DISCOUNT_PERCENT} % yearly`;
}
