import type { OfferLinkDto } from '@tessera/contracts';
import { discountedPriceCents } from '@tessera/rules';
import type { OfferLink } from './offer-link.schema';

export const OFFER_NOT_FOUND = 'Offer not found';
export const OFFER_INACTIVE = 'This offer was ended by the creator';
export const OFFER_EXPIRED = 'This offer has expired';
export const OFFER_FULLY_CLAIMED = 'Every claim of this offer is taken';
export const OFFER_OTHER_TIER = "This offer is for another of the creator's tiers";
export const OFFER_ALREADY_CLAIMED = "You have already claimed one of this creator's offers";

/** Why a link cannot be claimed now, or null when it can. */
export function claimRefusal(link: OfferLink, now: Date): string | null {
  if (!link.active) return OFFER_INACTIVE;
  if (link.expiresAt.getTime() <= now.getTime()) return OFFER_EXPIRED;
  if (link.claimsUsed >= link.maxClaims) return OFFER_FULLY_CLAIMED;
  return null;
}

/** What the first period charges with the link: nothing for a trial, less the discount else. */
export function firstChargeCents(link: OfferLink, monthlyCents: number): number {
  return link.kind === 'trial' ? 0 : discountedPriceCents(monthlyCents, link.discountPercent ?? 0);
}

export interface LinkTier {
  name: string;
  priceCents: number;
  currency: string;
}

export function toOfferLinkDto(link: OfferLink, tier: LinkTier, now: Date): OfferLinkDto {
  return {
    code: link._id,
    creatorId: link.creatorId,
    tierId: link.tierId,
    tierName: tier.name,
    kind: link.kind,
    trialDays: link.trialDays,
    discountPercent: link.discountPercent,
    maxClaims: link.maxClaims,
    claimsUsed: link.claimsUsed,
    expiresAt: link.expiresAt.toISOString(),
    active: link.active,
    claimable: claimRefusal(link, now) === null,
    monthlyPriceCents: tier.priceCents,
    firstChargeCents: firstChargeCents(link, tier.priceCents),
    currency: tier.currency.toUpperCase(),
    createdAt: link.createdAt.toISOString(),
  };
}
