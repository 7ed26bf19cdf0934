import { BadRequestException, Injectable } from '@nestjs/common';
import type { SubscribeRequest } from '@tessera/contracts';
import { bundlePriceCents, discountedPriceCents } from '@tessera/rules';
import { type ClaimTarget, ClaimOfferLinkUseCase } from '../offers/claim-offer-link.usecase';
import type { OfferLink } from '../offers/offer-link.schema';
import { OfferReads } from '../offers/offer-reads';
import type { Offer } from './subscription-offers';

export const OFFERS_ARE_FOR_CREATORS = "Bundles and offer links are for creators' tiers";
export const OFFERS_ARE_MONTHLY = 'Bundles and offer links are sold on monthly billing';
export const BUNDLE_OR_LINK = 'A bundle and an offer link cannot be combined';

/** What a subscribe request buys once its bundle or link is applied to the tier's offer. */
export interface OfferedTerms {
  offer: Offer;
  /** The price the buyer agrees to: the first charge, or for a trial what its end charges. */
  agreedCents: number;
  link?: { target: ClaimTarget; link: OfferLink };
}

/**
 * Applies a bundle or a trial or promotion link to a creator tier's offer. A bundle makes each
 * period its months at its discount, renewing at the same bundle price; a promotion discounts the
 * first period only, renewals charging the tier's price; a trial's first period is free.
 */
@Injectable()
export class SubscriptionOfferTerms {
  constructor(
    private readonly reads: OfferReads,
    private readonly claims: ClaimOfferLinkUseCase,
  ) {}

  async apply(fanId: string, request: SubscribeRequest, offer: Offer): Promise<OfferedTerms> {
    const { bundleMonths, offerCode } = request;
    if (!bundleMonths && !offerCode) return { offer, agreedCents: offer.terms.priceCents };
    if (!offer.creatorId) throw new BadRequestException(OFFERS_ARE_FOR_CREATORS);
    if (bundleMonths && offerCode) throw new BadRequestException(BUNDLE_OR_LINK);
    const monthly = offer.terms.priceCents;
    if (request.billingPeriod !== 'monthly') throw new BadRequestException(OFFERS_ARE_MONTHLY);
    if (bundleMonths) {
      const bundle = await this.reads.bundleOf(offer.terms.tierId, bundleMonths);
      const priceCents = bundlePriceCents(monthly, bundle);
      return {
        offer: { ...offer, terms: { ...offer.terms, priceCents, bundle } },
        agreedCents: priceCents,
      };
    }
    const target = {
      fanId,
      code: offerCode as string,
      creatorId: offer.creatorId,
      tierId: offer.terms.tierId,
    };
    const { link } = await this.claims.preview(target);
    if (link.kind === 'trial') return { offer, agreedCents: monthly, link: { target, link } };
    const priceCents = discountedPriceCents(monthly, link.discountPercent ?? 0);
    return {
      offer: { ...offer, terms: { ...offer.terms, priceCents, renewalPriceCents: monthly } },
      agreedCents: priceCents,
      link: { target, link },
    };
  }

  /** Claims the link (counted once however often the purchase is retried). */
  claim(target: ClaimTarget) {
    return this.claims.execute(target);
  }

  release(target: ClaimTarget) {
    return this.claims.release(target);
  }
}
