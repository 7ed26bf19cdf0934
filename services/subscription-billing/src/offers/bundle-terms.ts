import type { TierBundleDto } from '@tessera/contracts';

/** A bundle as a creator sets it: months paid up front at a discount in whole percent. */
export interface BundleChoice {
  months: number;
  discountPercent: number;
}

/**
 * What a bundle costs at once: months × monthly price × (1 − discount), rounded to the cent (half
 * a cent up), so the buyer is never charged more than the months at full price.
 */
export function bundlePriceCents(monthlyCents: number, bundle: BundleChoice): number {
  return Math.round((monthlyCents * bundle.months * (100 - bundle.discountPercent)) / 100);
}

/** The first period's price under a promotion: the monthly price less its discount, rounded. */
export function discountedPriceCents(monthlyCents: number, discountPercent: number): number {
  return Math.round((monthlyCents * (100 - discountPercent)) / 100);
}

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
