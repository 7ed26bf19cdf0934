/** A bundle as a creator sets it: months paid up front at a discount in whole percent. */
export interface BundleTerms {
  months: number;
  discountPercent: number;
}

/**
 * What a bundle costs at once: months × monthly price × (1 − discount), rounded to the cent (half
 * a cent up), so it never costs more than the months at full price.
 */
export function bundlePriceCents(monthlyCents: number, bundle: BundleTerms): number {
  return Math.round((monthlyCents * bundle.months * (100 - bundle.discountPercent)) / 100);
}

/** A promotion's first period: the monthly price less its discount, rounded to the cent. */
export function discountedPriceCents(monthlyCents: number, discountPercent: number): number {
  return Math.round((monthlyCents * (100 - discountPercent)) / 100);
}
