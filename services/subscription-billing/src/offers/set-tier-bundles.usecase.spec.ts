import { beforeEach, describe, expect, it } from 'vitest';
import {
  addCreatorTier,
  type BillingHarness,
  createBillingHarness,
  creator,
} from '../testing/billing-harness.spec-support';

describe('SetTierBundlesUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
    addCreatorTier(harness, 'tier-gold', 799);
  });

  it('stores the bundles in month order with their prices, audited once for the same set twice', async () => {
    const request = {
      bundles: [
        { months: 12 as const, discountPercent: 25 },
        { months: 3 as const, discountPercent: 10 },
      ],
    };

    const saved = await harness.setTierBundles.execute(creator.id, 'tier-gold', request);
    await harness.setTierBundles.execute(creator.id, 'tier-gold', request);

    expect(saved.bundles).toEqual([
      { months: 3, discountPercent: 10, priceCents: 2157, savingCents: 240 },
      { months: 12, discountPercent: 25, priceCents: 7191, savingCents: 2397 },
    ]);
    expect(harness.stores.tierBundles.events).toHaveLength(1);
    expect(harness.stores.tierBundles.events[0]).toMatchObject({
      type: 'audit.log',
      data: { action: 'offer.bundles_changed', resourceId: 'tier-gold' },
    });
    const shown = await harness.offerReads.creatorBundles(creator.id);
    expect(shown[0]?.bundles.map((bundle) => bundle.months)).toEqual([3, 12]);
  });

  it("refuses another creator's tier", async () => {
    await expect(
      harness.setTierBundles.execute('creator-2', 'tier-gold', { bundles: [] }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
