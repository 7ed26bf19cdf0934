import { Inject, Injectable } from '@nestjs/common';
import type { OfferLinkDto, UpdateOfferLinkRequest } from '@tessera/contracts';
import { buildAuditEvent, conflict, notFound, type RequestContext } from '@tessera/platform';
import { TIER_NOT_FOUND } from '../plans/plan-terms';
import { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import type { OfferLink } from './offer-link.schema';
import { OFFER_INACTIVE, OFFER_NOT_FOUND, toOfferLinkDto } from './offer-link-rules';
import { OfferLinksRepository } from './offer-links.repository';
import type { OfferTiers } from './offer-tiers';

type Links = Pick<OfferLinksRepository, 'find' | 'updateLimits'>;

export const limitBelowClaims = (claimsUsed: number) =>
  `${claimsUsed} ${claimsUsed === 1 ? 'fan has' : 'fans have'} claimed this link: the limit cannot be lower`;

/**
 * A creator changes one of their active links: how many fans may claim it (never fewer than have)
 * and until when. A later expiry reopens an expired link; an ended link stays ended. The same
 * change twice writes and audits once.
 */
@Injectable()
export class UpdateOfferLinkUseCase {
  constructor(
    @Inject(CreatorTiersRepository) private readonly tiers: OfferTiers,
    @Inject(OfferLinksRepository) private readonly links: Links,
  ) {}

  async execute(
    creatorId: string,
    code: string,
    request: UpdateOfferLinkRequest,
    context?: RequestContext,
  ): Promise<OfferLinkDto> {
    const current = await this.owned(creatorId, code);
    const limits = {
      maxClaims: request.maxClaims ?? current.maxClaims,
      expiresAt: request.expiresAt ? new Date(request.expiresAt) : current.expiresAt,
    };
    const unchanged =
      limits.maxClaims === current.maxClaims &&
      limits.expiresAt.getTime() === current.expiresAt.getTime();
    const link = unchanged ? current : await this.write(creatorId, current, limits, context);
    const tier = await this.tiers.forSale(link.tierId);
    if (!tier) throw notFound(TIER_NOT_FOUND);
    return toOfferLinkDto(link, tier, new Date());
  }

  private async owned(creatorId: string, code: string): Promise<OfferLink> {
    const link = await this.links.find(code);
    if (!link || link.creatorId !== creatorId) throw notFound(OFFER_NOT_FOUND);
    if (!link.active) throw conflict(OFFER_INACTIVE);
    return link;
  }

  private async write(
    creatorId: string,
    current: OfferLink,
    limits: Pick<OfferLink, 'maxClaims' | 'expiresAt'>,
    context?: RequestContext,
  ): Promise<OfferLink> {
    const audit = buildAuditEvent(
      'subscription-billing',
      {
        action: 'offer.link_updated',
        outcome: 'success',
        userId: creatorId,
        resource: 'offer_link',
        resourceId: current._id,
        before: { maxClaims: current.maxClaims, expiresAt: current.expiresAt.toISOString() },
        after: { maxClaims: limits.maxClaims, expiresAt: limits.expiresAt.toISOString() },
      },
      context,
    );
    const updated = await this.links.updateLimits(current._id, creatorId, limits, [audit]);
    if (updated) return updated;
    // Claims taken or the link ended since it was read: say which.
    const latest = await this.owned(creatorId, current._id);
    throw conflict(limitBelowClaims(latest.claimsUsed));
  }
}
