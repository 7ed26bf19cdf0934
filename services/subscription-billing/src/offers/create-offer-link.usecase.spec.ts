import { beforeEach, describe, expect, it } from 'vitest';
import {
  addCreatorTier,
  type BillingHarness,
  createBillingHarness,
  creator,
} from '../testing/billing-harness.spec-support';
import { KEY_USED_FOR_OTHER_LINK } from './create-offer-link.usecase';
import { OFFER_INACTIVE } from './offer-link-rules';
import { limitBelowClaims } from './update-offer-link.usecase';

const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
const trial = {
  kind: 'trial' as const,
  trialDays: 14 as const,
  tierId: 'tier-gold',
  maxClaims: 50,
  expiresAt,
};

describe('CreateOfferLinkUseCase, UpdateOfferLinkUseCase and DeactivateOfferLinkUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
    addCreatorTier(harness, 'tier-gold', 800);
  });

  it('makes one link per Idempotency-Key, twice or at once, audited once', async () => {
    const [first, second] = await Promise.all([
      harness.createOfferLink.execute(creator.id, trial, 'key-00000001'),
      harness.createOfferLink.execute(creator.id, trial, 'key-00000001'),
    ]);
    const again = await harness.createOfferLink.execute(creator.id, trial, 'key-00000001');

    expect(second.code).toBe(first.code);
    expect(again.code).toBe(first.code);
    expect(harness.stores.offerLinks.links.size).toBe(1);
    expect(harness.stores.offerLinks.events).toHaveLength(1);
    expect(first).toMatchObject({
      kind: 'trial',
      trialDays: 14,
      claimsUsed: 0,
      maxClaims: 50,
      claimable: true,
      firstChargeCents: 0,
      monthlyPriceCents: 800,
    });
    await expect(
      harness.createOfferLink.execute(creator.id, { ...trial, maxClaims: 5 }, 'key-00000001'),
    ).rejects.toMatchObject({ status: 409, response: { error: KEY_USED_FOR_OTHER_LINK } });
  });

  it('prices a promotion link and ends it once however often asked', async () => {
    const link = await harness.createOfferLink.execute(creator.id, {
      kind: 'discount',
      discountPercent: 50,
      tierId: 'tier-gold',
      maxClaims: 10,
      expiresAt,
    });
    expect(link.firstChargeCents).toBe(400);

    const ended = await harness.deactivateOfferLink.execute(creator.id, link.code);
    const endedAgain = await harness.deactivateOfferLink.execute(creator.id, link.code);

    expect(ended).toMatchObject({ active: false, claimable: false });
    expect(endedAgain.active).toBe(false);
    expect(
      harness.stores.offerLinks.events.filter(
        (event) => (event.data as { action: string }).action === 'offer.link_deactivated',
      ),
    ).toHaveLength(1);
    await expect(harness.deactivateOfferLink.execute('creator-2', link.code)).rejects.toMatchObject(
      { status: 404 },
    );
  });

  it("changes a link's limit and expiry, never below its claims, once when repeated", async () => {
    const link = await harness.createOfferLink.execute(creator.id, { ...trial, maxClaims: 3 });
    for (const fanId of ['fan-1', 'fan-2']) {
      await harness.claimOfferLink.execute({
        fanId,
        code: link.code,
        creatorId: creator.id,
        tierId: 'tier-gold',
      });
    }
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString();

    const changed = await harness.updateOfferLink.execute(creator.id, link.code, {
      maxClaims: 2,
      expiresAt: later,
    });
    await harness.updateOfferLink.execute(creator.id, link.code, {
      maxClaims: 2,
      expiresAt: later,
    });

    expect(changed).toMatchObject({
      maxClaims: 2,
      claimsUsed: 2,
      expiresAt: later,
      claimable: false,
    });
    const updates = harness.stores.offerLinks.events.filter(
      (event) => (event.data as { action: string }).action === 'offer.link_updated',
    );
    expect(updates).toHaveLength(1);
    await expect(
      harness.updateOfferLink.execute(creator.id, link.code, { maxClaims: 1 }),
    ).rejects.toMatchObject({ status: 409, response: { error: limitBelowClaims(2) } });
    await expect(
      harness.claimOfferLink.execute({
        fanId: 'fan-3',
        code: link.code,
        creatorId: creator.id,
        tierId: 'tier-gold',
      }),
    ).rejects.toMatchObject({ status: 410 });

    const raised = await harness.updateOfferLink.execute(creator.id, link.code, { maxClaims: 10 });
    expect(raised).toMatchObject({ maxClaims: 10, claimable: true });
    await expect(
      harness.claimOfferLink.execute({
        fanId: 'fan-3',
        code: link.code,
        creatorId: creator.id,
        tierId: 'tier-gold',
      }),
    ).resolves.toMatchObject({ fresh: true });
  });

  it("refuses to change another creator's link or an ended one", async () => {
    const link = await harness.createOfferLink.execute(creator.id, trial);
    await expect(
      harness.updateOfferLink.execute('creator-2', link.code, { maxClaims: 5 }),
    ).rejects.toMatchObject({ status: 404 });
    await harness.deactivateOfferLink.execute(creator.id, link.code);
    await expect(
      harness.updateOfferLink.execute(creator.id, link.code, { maxClaims: 5 }),
    ).rejects.toMatchObject({ status: 409, response: { error: OFFER_INACTIVE } });
  });
});
