import type { TierBundleDto } from '@tessera/contracts';
import { type BundleTerms, bundlePriceCents } from '@tessera/rules';

/** A bundle as a creator sets it: months paid up front at a discount in whole percent. */
export type BundleChoice = BundleTerms;

/** A bundle as the fan sees it, with what it saves against paying month by month. */
export function toTierBundleDto(monthlyCents: number, bundle: BundleChoice): TierBundleDto {
  const priceCents = bundlePriceCents(monthlyCents, bundle);
  return {
    months: bundle.months as TierBundleDto['months'],
    discountPercent: bundle.discountPercent,
    priceCents,
    savingCents: monthlyCents * bundle.months - priceCents,
  };
}
