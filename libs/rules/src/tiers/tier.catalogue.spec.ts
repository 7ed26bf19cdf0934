import { describe, expect, it } from 'vitest';
import { FREE_CREATOR_TIER_ID, TIER_CATALOGUE } from './tier.catalogue';
import { getTier, tiersByType } from './tier.lookup';
import {
  type AnalyticsAccess,
  type SubscriptionTier,
  TIER_IDS,
  type TierId,
  UNLIMITED,
  type VideoQuality,
} from './tier.types';

function tier(id: TierId) {
  const found = getTier(id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
}

const QUALITY: readonly VideoQuality[] = ['sd', 'hd', 'uhd'];
const ANALYTICS: readonly AnalyticsAccess[] = ['basic', 'advanced', 'premium'];
const amount = (limit: number) => (limit === UNLIMITED ? Number.POSITIVE_INFINITY : limit);
const flagsOf = (section: object) =>
  Object.fromEntries(Object.entries(section).filter(([, value]) => typeof value === 'boolean'));

/** Everything a tier grants, each as a number of which more is better (a flag counts as 0 or 1). */
function allowances(t: SubscriptionTier): Record<string, number> {
  const { messagingFeatures: messaging, contentAccess: content, creatorFeatures: creator } = t;
  const granted = {
    ...flagsOf(messaging),
    ...flagsOf(content),
    ...(creator ? flagsOf(creator) : {}),
    ...Object.fromEntries(messaging.allowedFileTypes.map((type) => [`file type ${type}`, true])),
    conversationsPerDay: amount(messaging.maxConversationsPerDay),
    fileSizeMb: amount(messaging.maxFileSize),
    videoQuality: QUALITY.indexOf(content.qualityLimits),
    ...(creator && {
      uploadsPerDay: amount(creator.maxUploadsPerDay),
      subscribers: amount(creator.maxSubscribers),
      storageGb: amount(creator.maxStorageGB),
      bulkMessagesPerDay: amount(creator.bulkMessageLimit),
      earningsKeptPercent: 100 - creator.platformFeePercentage,
      analytics: ANALYTICS.indexOf(creator.analyticsAccess),
    }),
  };
  return Object.fromEntries(Object.entries(granted).map(([name, value]) => [name, Number(value)]));
}

describe('TIER_CATALOGUE', () => {
  it('lists subscriber tiers first, each type from its lowest level to its highest', () => {
    expect(TIER_CATALOGUE.map((t) => t.id)).toEqual([...TIER_IDS]);
    expect([...tiersByType('subscriber'), ...tiersByType('creator')]).toEqual([...TIER_CATALOGUE]);
  });

  it.each(['subscriber', 'creator'] as const)('charges more for each %s level up', (type) => {
    const prices = tiersByType(type).map((t) => t.priceCents);
    expect(prices).toEqual([...new Set(prices)].sort((a, b) => a - b));
  });

  it.each(['subscriber', 'creator'] as const)('takes nothing away one %s level up', (type) => {
    const tiers = tiersByType(type);
    for (const [index, higher] of tiers.slice(1).entries()) {
      const below = allowances(tiers[index]);
      const above = allowances(higher);
      const lost = Object.keys(below).filter((name) => (above[name] ?? 0) < below[name]);
      expect({ tier: higher.id, lost }).toEqual({ tier: higher.id, lost: [] });
    }
  });

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

  it.each(['subscriber', 'creator'] as const)(
    'recommends one %s tier, and badges only recommended tiers',
    (type) => {
      const popular = tiersByType(type).filter((t) => t.isPopular);
      expect(popular).toHaveLength(1);
      expect(tiersByType(type).filter((t) => t.badge !== undefined)).toEqual(popular);
    },
  );

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

  it('prices every tier but the free creator tier, in both currencies', () => {
    const unpriced = (price: (t: SubscriptionTier) => number | null) =>
      TIER_CATALOGUE.filter((t) => !price(t)).map((t) => t.id);
    expect(unpriced((t) => t.priceCents)).toEqual([FREE_CREATOR_TIER_ID]);
    expect(unpriced((t) => t.usdPriceCents)).toEqual([FREE_CREATOR_TIER_ID]);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(TIER_CATALOGUE)).toBe(true);
  });
});
