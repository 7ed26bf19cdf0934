import { describe, expect, it } from 'vitest';
import { FREE_CREATOR_TIER_ID, TIER_CATALOGUE } from './tier.catalogue';
import { getTier } from './tier.lookup';
import { TIER_IDS, type TierId, UNLIMITED } from './tier.types';

function tier(id: TierId) {
  const found = getTier(id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
}

describe('TIER_CATALOGUE', () => {
  it('holds the six tiers in order with their names, types and levels', () => {
    expect(TIER_CATALOGUE.map((t) => [t.id, t.name, t.type, t.level])).toEqual([
      ['basic-subscriber', 'Basic Subscriber', 'subscriber', 'basic'],
      ['pro-subscriber', 'Pro Subscriber', 'subscriber', 'pro'],
      ['vip-subscriber', 'VIP Subscriber', 'subscriber', 'vip'],
      ['basic-creator', 'Basic Creator', 'creator', 'basic'],
      ['pro-creator', 'Pro Creator', 'creator', 'pro'],
      ['premium-creator', 'Premium Creator', 'creator', 'premium'],
    ]);
    expect(TIER_CATALOGUE.map((t) => t.id)).toEqual([...TIER_IDS]);
  });

  it.each([
    ['basic-subscriber', 999, 1099],
    ['pro-subscriber', 1999, 2199],
    ['vip-subscriber', 3999, 4399],
    ['basic-creator', 0, null],
    ['pro-creator', 2999, 3299],
    ['premium-creator', 4999, 5499],
  ] as const)('%s costs %d EUR cents a month (%j USD cents)', (id, eur, usd) => {
    expect(tier(id)).toMatchObject({
      priceCents: eur,
      usdPriceCents: usd,
      currency: 'EUR',
      billingPeriod: 'monthly',
    });
  });

  it.each([
    ['basic-subscriber', 5, 5, ['jpeg', 'png'], 'sd'],
    ['pro-subscriber', 15, 25, ['jpeg', 'png', 'gif', 'mp4'], 'hd'],
    ['vip-subscriber', UNLIMITED, 100, ['jpeg', 'png', 'gif', 'mp4', 'webm'], 'uhd'],
  ] as const)('%s messaging and quality', (id, conversations, maxMb, types, quality) => {
    const { messagingFeatures, contentAccess } = tier(id);
    expect(messagingFeatures.maxConversationsPerDay).toBe(conversations);
    expect(messagingFeatures.maxFileSize).toBe(maxMb);
    expect(messagingFeatures.allowedFileTypes).toEqual(types);
    expect(contentAccess.qualityLimits).toBe(quality);
    expect(tier(id).creatorFeatures).toBeUndefined();
  });

  it.each([
    ['basic-creator', 20, 10, 10, 10, 20, 0, false],
    ['pro-creator', 50, 50, 25, 100, 15, 100, true],
    ['premium-creator', UNLIMITED, 200, UNLIMITED, UNLIMITED, 10, UNLIMITED, true],
  ] as const)(
    '%s creator limits',
    (id, conversations, maxMb, uploads, storage, fee, bulk, proFeatures) => {
      const { messagingFeatures, creatorFeatures } = tier(id);
      expect(messagingFeatures.maxConversationsPerDay).toBe(conversations);
      expect(messagingFeatures.maxFileSize).toBe(maxMb);
      expect(messagingFeatures.canSendBulkMessages).toBe(proFeatures);
      expect(creatorFeatures).toMatchObject({
        maxUploadsPerDay: uploads,
        maxStorageGB: storage,
        platformFeePercentage: fee,
        bulkMessageLimit: bulk,
        liveStreamingEnabled: proFeatures,
        customBranding: proFeatures,
        canSetContentTiers: proFeatures,
      });
    },
  );

  it('adds mov for Premium Creator only', () => {
    const withMov = TIER_CATALOGUE.filter((t) =>
      t.messagingFeatures.allowedFileTypes.includes('mov'),
    );
    expect(withMov.map((t) => t.id)).toEqual(['premium-creator']);
    expect(tier('premium-creator').messagingFeatures.allowedFileTypes).toEqual([
      ...tier('pro-creator').messagingFeatures.allowedFileTypes,
      'mov',
    ]);
  });

  it('grants premium content from Pro and exclusive content at VIP', () => {
    const subscriberAccess = ['basic-subscriber', 'pro-subscriber', 'vip-subscriber'].map((id) => {
      const { canViewPremiumContent, canViewExclusiveContent } = tier(id as TierId).contentAccess;
      return [canViewPremiumContent, canViewExclusiveContent];
    });
    expect(subscriberAccess).toEqual([
      [false, false],
      [true, false],
      [true, true],
    ]);
  });

  it('marks the pro tiers Most Popular and nothing else', () => {
    const popular = TIER_CATALOGUE.filter((t) => t.isPopular);
    expect(popular.map((t) => t.id)).toEqual(['pro-subscriber', 'pro-creator']);
    expect(popular.every((t) => t.badge === 'Most Popular')).toBe(true);
    expect(TIER_CATALOGUE.filter((t) => t.badge !== undefined)).toHaveLength(2);
  });

  it.each(TIER_CATALOGUE.map((t) => [t.id, t] as const))('%s has complete copy', (_id, t) => {
    expect(t.description.length).toBeGreaterThan(20);
    expect(t.features.length).toBeGreaterThanOrEqual(6);
    expect(t.features.length).toBeLessThanOrEqual(8);
    expect(t.limitations.length).toBeGreaterThanOrEqual(2);
    expect(t.limitations.length).toBeLessThanOrEqual(4);
    expect(new Set([...t.features, ...t.limitations]).size).toBe(
      t.features.length + t.limitations.length,
    );
    expect(t.color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('writes copy from the tier numbers', () => {
    expect(tier('basic-creator').limitations).toContain('Platform fee 20 %');
    expect(tier('basic-creator').features).toContain('Keep 80 % of your earnings');
    expect(tier('pro-subscriber').features).toContain('15 new conversations per day');
    expect(tier('vip-subscriber').features).toContain('Unlimited new conversations per day');
    expect(tier('premium-creator').features).toContain('Unlimited uploads');
    expect(tier('pro-creator').limitations).toContain('Bulk messages capped at 100 per day');
    expect(tier('basic-subscriber').limitations).toContain(
      'Cannot message creators on Premium Creator',
    );
    expect(tier('premium-creator').features).toContain('Inbox limited to Pro Subscriber and above');
  });

  it('keeps both sides of the messaging lists in agreement', () => {
    for (const subscriber of TIER_CATALOGUE.filter((t) => t.type === 'subscriber')) {
      for (const creator of TIER_CATALOGUE.filter((t) => t.type === 'creator')) {
        const accepts = creator.messagingFeatures.allowedCreatorTiers;
        const creatorAccepts = accepts.length === 0 || accepts.includes(subscriber.id);
        const subscriberReaches = subscriber.messagingFeatures.allowedCreatorTiers.includes(
          creator.id,
        );
        expect([subscriber.id, creator.id, subscriberReaches]).toEqual([
          subscriber.id,
          creator.id,
          creatorAccepts,
        ]);
      }
    }
  });

  it('names basic-creator as the free creator tier', () => {
    expect(FREE_CREATOR_TIER_ID).toBe('basic-creator');
    expect(tier(FREE_CREATOR_TIER_ID).priceCents).toBe(0);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(TIER_CATALOGUE)).toBe(true);
  });
});
