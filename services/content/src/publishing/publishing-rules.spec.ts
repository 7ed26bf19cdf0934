import { DEFAULT_PLATFORM_SETTINGS } from '@tessera/contracts';
import { CachedPlatformSettings, createLogger } from '@tessera/platform';
import { FIRST_TIER_REQUIRED } from '@tessera/rules';
import { beforeEach, describe, expect, it } from 'vitest';
import { BannedTermsReader } from '../banned-terms/banned-terms-reader';
import { bannedTermRefusal, PublishingRules, VERIFY_BEFORE_PUBLISHING } from './publishing-rules';

class ListedTerms extends BannedTermsReader {
  terms: string[] = [];
  async current(): Promise<readonly string[]> {
    return this.terms;
  }
}

const verified = new Set<string>();
const profiles = { isVerified: async (userId: string) => verified.has(userId) };
/** What billing says each creator sells: true or false, or no answer (absent). */
const tierSellers = new Map<string, boolean>();
const tiers = { sellsATier: async (creatorId: string) => tierSellers.get(creatorId) ?? null };

let settings: CachedPlatformSettings;
let terms: ListedTerms;
let rules: PublishingRules;
let version = 0;

async function requireVerification(on: boolean) {
  version += 1;
  await settings.apply({
    settings: {
      ...DEFAULT_PLATFORM_SETTINGS,
      content: { ...DEFAULT_PLATFORM_SETTINGS.content, verificationRequiredToPublish: on },
    },
    version,
  });
}

const words = (title: string, tags: string[] = []) => ({ title, description: '', tags });

beforeEach(() => {
  settings = new CachedPlatformSettings(
    { load: async () => null, save: async () => {} },
    createLogger('content', 'silent'),
  );
  terms = new ListedTerms();
  verified.clear();
  tierSellers.clear();
  rules = new PublishingRules(settings, terms, profiles, tiers);
});

describe('banned terms', () => {
  it('refuses a post whose title, description or tags hold a term, naming the term', async () => {
    terms.terms = ['forbidden fruit'];
    await expect(rules.assertNoBannedTerm(words('Forbidden   FRUIT salad'))).rejects.toMatchObject({
      status: 400,
      response: { error: bannedTermRefusal('forbidden fruit') },
    });
    await expect(
      rules.assertNoBannedTerm({
        title: 'Salad',
        description: '',
        tags: ['ｆｏｒｂｉｄｄｅｎ ｆｒｕｉｔ'],
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      rules.assertNoBannedTerm({ title: 'Fruit', description: 'forbidden fruits', tags: [] }),
    ).resolves.toBeUndefined();
  });

  it('accepts the words again once the term is no longer banned', async () => {
    terms.terms = ['spoiler'];
    expect(await rules.bannedTermIn(words('Spoiler ahead'))).toBe('spoiler');
    terms.terms = [];
    expect(await rules.bannedTermIn(words('Spoiler ahead'))).toBeNull();
  });
});

describe('verification before publishing', () => {
  it('lets anyone publish while the setting is off, the default', async () => {
    await expect(rules.assertMayPublish('creator-1')).resolves.toBeUndefined();
  });

  it('refuses an unverified creator with 403 pointing at the verification page', async () => {
    await requireVerification(true);
    await expect(rules.assertMayPublish('creator-1')).rejects.toMatchObject({
      status: 403,
      response: { error: VERIFY_BEFORE_PUBLISHING },
    });
    expect(VERIFY_BEFORE_PUBLISHING).toContain('/settings/verification');
    verified.add('creator-1');
    await expect(rules.assertMayPublish('creator-1')).resolves.toBeUndefined();
  });

  it('gives the reason a due scheduled post may not be published, the banned term first', async () => {
    await requireVerification(true);
    terms.terms = ['spoiler'];
    const post = { ...words('Spoiler'), creatorId: 'creator-2' };
    expect(await rules.refusalOf(post)).toBe(bannedTermRefusal('spoiler'));
    expect(await rules.refusalOf({ ...post, title: 'Fine' })).toBe(VERIFY_BEFORE_PUBLISHING);
    await requireVerification(false);
    expect(await rules.refusalOf({ ...post, title: 'Fine' })).toBeNull();
  });
});

describe('a first tier before posts for subscribers', () => {
  const forSubscribers = { privacyLevel: 'subscribers' as const, priceCents: null };

  it('refuses a post for subscribers with 409 naming the tier settings while no tier is sold', async () => {
    tierSellers.set('creator-3', false);
    await expect(rules.assertTierForPost('creator-3', forSubscribers)).rejects.toMatchObject({
      status: 409,
      response: { error: FIRST_TIER_REQUIRED },
    });
    await expect(
      rules.assertTierForPost('creator-3', { privacyLevel: 'private', priceCents: null }),
    ).rejects.toMatchObject({ status: 409 });
    tierSellers.set('creator-3', true);
    await expect(rules.assertTierForPost('creator-3', forSubscribers)).resolves.toBeUndefined();
  });

  it('lets public and pay-per-view posts through, and every post when billing is silent', async () => {
    tierSellers.set('creator-4', false);
    await expect(
      rules.assertTierForPost('creator-4', { privacyLevel: 'public', priceCents: null }),
    ).resolves.toBeUndefined();
    await expect(
      rules.assertTierForPost('creator-4', { privacyLevel: 'premium', priceCents: 700 }),
    ).resolves.toBeUndefined();
    await expect(rules.assertTierForPost('creator-5', forSubscribers)).resolves.toBeUndefined();
  });
});
