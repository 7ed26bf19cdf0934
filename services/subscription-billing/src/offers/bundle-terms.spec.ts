import { describe, expect, it } from 'vitest';
import { bundlePriceCents, discountedPriceCents } from '@tessera/rules';
import { toTierBundleDto } from './bundle-terms';

describe('bundle price rule', () => {
  it('charges months × monthly price less the discount, in whole cents', () => {
    expect(bundlePriceCents(799, { months: 3, discountPercent: 10 })).toBe(2157);
    expect(bundlePriceCents(500, { months: 12, discountPercent: 25 })).toBe(4500);
    // 999 × 6 × 0.85 = 5094.9 → 5095
    expect(bundlePriceCents(999, { months: 6, discountPercent: 15 })).toBe(5095);
  });

  it('shows the saving against paying month by month', () => {
    expect(toTierBundleDto(799, { months: 3, discountPercent: 10 })).toEqual({
      months: 3,
      discountPercent: 10,
      priceCents: 2157,
      savingCents: 240,
    });
  });

  it("discounts a promotion's first period only by its percent", () => {
    expect(discountedPriceCents(799, 50)).toBe(400);
    expect(discountedPriceCents(1000, 90)).toBe(100);
  });
});
