import { Inject, Injectable } from '@nestjs/common';
import type { OfferLinkDto } from '@tessera/contracts';
import { buildAuditEvent, notFound, type RequestContext } from '@tessera/platform';
import { TIER_NOT_FOUND } from '../plans/plan-terms';
import { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import { OFFER_NOT_FOUND, toOfferLinkDto } from './offer-link-rules';
import { OfferLinksRepository } from './offer-links.repository';
import type { OfferTiers } from './offer-tiers';

type Links = Pick<OfferLinksRepository, 'find' | 'deactivate'>;

/**
 * A creator ends one of their links: it can no longer be claimed; claims taken keep what they
 * bought. Ending an ended link answers it as it is, audited once.
 */
@Injectable()
export class DeactivateOfferLinkUseCase {
  constructor(
    @Inject(CreatorTiersRepository) private readonly tiers: OfferTiers,
    @Inject(OfferLinksRepository) private readonly links: Links,
  ) {}

  async execute(creatorId: string, code: string, context?: RequestContext): Promise<OfferLinkDto> {
    const current = await this.links.find(code);
    if (!current || current.creatorId !== creatorId) throw notFound(OFFER_NOT_FOUND);
    const audit = buildAuditEvent(
      'subscription-billing',
      {
        action: 'offer.link_deactivated',
        outcome: 'success',
        userId: creatorId,
        resource: 'offer_link',
        resourceId: code,
        before: { active: true },
        after: { active: false },
      },
      context,
    );
    const link = current.active
      ? ((await this.links.deactivate(code, creatorId, [audit])) ?? (await this.links.find(code)))
      : current;
    // Tiers are never deleted, only deactivated.
    const tier = await this.tiers.forSale(current.tierId);
    if (!tier) throw notFound(TIER_NOT_FOUND);
    return toOfferLinkDto(link ?? current, tier, new Date());
  }
}
