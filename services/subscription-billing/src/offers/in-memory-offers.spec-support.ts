import type { EventEnvelope } from '@tessera/contracts';
import type { BundleChoice } from './bundle-terms';
import type { OfferClaim } from './offer-claim.schema';
import type { OfferLink } from './offer-link.schema';
import type { NewOfferLink } from './offer-links.repository';
import type { TierBundles } from './tier-bundle.schema';

/** Yields to other pending calls, as a database round trip would. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Offer links in memory, with the conditional claim count of the real store. */
export class InMemoryOfferLinks {
  readonly links = new Map<string, OfferLink>();
  readonly events: EventEnvelope[] = [];

  async create(link: NewOfferLink, events: EventEnvelope[]): Promise<OfferLink | null> {
    await tick();
    if (this.links.has(link._id)) return null;
    const stored: OfferLink = { ...link, claimsUsed: 0, active: true, createdAt: new Date() };
    this.links.set(link._id, stored);
    this.events.push(...events);
    return { ...stored };
  }

  async find(code: string): Promise<OfferLink | null> {
    await tick();
    const link = this.links.get(code);
    return link ? { ...link } : null;
  }

  async ofCreator(creatorId: string): Promise<OfferLink[]> {
    await tick();
    return [...this.links.values()].filter((link) => link.creatorId === creatorId);
  }

  async deactivate(
    code: string,
    creatorId: string,
    events: EventEnvelope[],
  ): Promise<OfferLink | null> {
    await tick();
    const link = this.links.get(code);
    if (!link || link.creatorId !== creatorId || !link.active) return null;
    link.active = false;
    this.events.push(...events);
    return { ...link };
  }

  async updateLimits(
    code: string,
    creatorId: string,
    limits: Pick<OfferLink, 'maxClaims' | 'expiresAt'>,
    events: EventEnvelope[],
  ): Promise<OfferLink | null> {
    await tick();
    const link = this.links.get(code);
    if (!link || link.creatorId !== creatorId || !link.active) return null;
    if (link.claimsUsed > limits.maxClaims) return null;
    Object.assign(link, limits);
    this.events.push(...events);
    return { ...link };
  }

  async takeClaim(code: string, now: Date): Promise<OfferLink | null> {
    await tick();
    const link = this.links.get(code);
    if (!link?.active || link.expiresAt <= now || link.claimsUsed >= link.maxClaims) return null;
    link.claimsUsed += 1;
    return { ...link };
  }

  async returnClaim(code: string): Promise<void> {
    await tick();
    const link = this.links.get(code);
    if (link && link.claimsUsed > 0) link.claimsUsed -= 1;
  }
}

/** Fans' claims in memory, unique by id as the real store. */
export class InMemoryOfferClaims {
  readonly claims = new Map<string, OfferClaim>();

  async add(claim: OfferClaim): Promise<boolean> {
    await tick();
    if (this.claims.has(claim._id)) return false;
    this.claims.set(claim._id, { ...claim });
    return true;
  }

  async find(id: string): Promise<OfferClaim | null> {
    await tick();
    return this.claims.get(id) ?? null;
  }

  async remove(id: string, code: string): Promise<boolean> {
    await tick();
    if (this.claims.get(id)?.code !== code) return false;
    this.claims.delete(id);
    return true;
  }
}

export class InMemoryTierBundles {
  readonly entries = new Map<string, TierBundles>();
  readonly events: EventEnvelope[] = [];

  async find(tierId: string): Promise<TierBundles | null> {
    await tick();
    return this.entries.get(tierId) ?? null;
  }

  async ofCreator(creatorId: string): Promise<TierBundles[]> {
    await tick();
    return [...this.entries.values()].filter((entry) => entry.creatorId === creatorId);
  }

  async replace(
    tierId: string,
    creatorId: string,
    bundles: BundleChoice[],
    events: EventEnvelope[],
  ): Promise<TierBundles> {
    await tick();
    const stored = { _id: tierId, creatorId, bundles };
    this.entries.set(tierId, stored);
    this.events.push(...events);
    return stored;
  }
}
