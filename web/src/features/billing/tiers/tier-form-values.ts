import type { CreateCreatorTierRequestBody, CreatorTierDto } from '@tessera/contracts';
import { MAX_CHARGE_CENTS, MIN_CHARGE_CENTS } from '@tessera/contracts';
import { fromCents, toCents } from '@tessera/rules';

export const CONTENT_ACCESS_LABELS: Record<CreatorTierDto['contentAccess'], string> = {
  'tier-specific': 'Posts made for this tier',
  all: 'All subscriber posts',
  'premium-only': 'Premium posts only',
};

/** What the editor holds: the price in currency units, as the creator types it. */
export interface TierFormValues {
  name: string;
  description: string;
  price: number | null;
  benefits: string[];
  color: string;
  contentAccess: CreatorTierDto['contentAccess'];
  isActive?: boolean;
}

export const MIN_TIER_PRICE = fromCents(MIN_CHARGE_CENTS);
export const MAX_TIER_PRICE = fromCents(MAX_CHARGE_CENTS);

export const EMPTY_TIER: TierFormValues = {
  name: '',
  description: '',
  price: null,
  benefits: [],
  color: '#0e7c7b',
  contentAccess: 'tier-specific',
  isActive: true,
};

export function formValuesOf(tier: CreatorTierDto): TierFormValues {
  return {
    name: tier.name,
    description: tier.description,
    price: fromCents(tier.priceCents),
    benefits: tier.benefits,
    color: tier.color,
    contentAccess: tier.contentAccess,
    isActive: tier.isActive,
  };
}

/** The request body: the price typed in units is stored in cents, x100 rounded (section 5). */
export function tierRequestOf(values: TierFormValues): CreateCreatorTierRequestBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    priceCents: toCents(values.price ?? 0),
    benefits: values.benefits.map((benefit) => benefit.trim()).filter(Boolean),
    color: values.color,
    contentAccess: values.contentAccess,
    // The editor shows the switch only for existing tiers: a new tier goes on sale.
    isActive: values.isActive ?? true,
  };
}
