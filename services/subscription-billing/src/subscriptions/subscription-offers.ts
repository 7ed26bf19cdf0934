import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { BillingPeriod } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { getTier } from '@tessera/rules';
import { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import { CREATOR_UNAVAILABLE, isWithdrawn, UserDirectory } from '../directory/user-directory';
import { platformPlanPrice, priceForPeriod, TIER_NOT_FOUND } from '../plans/plan-terms';
import type { ChargeTerms } from './subscription-charges';

export const SUBSCRIBE_TO_SELF = 'You cannot subscribe to yourself';
export const NOT_A_CREATOR = 'You can only subscribe to creators';
export const TIER_INACTIVE = 'This tier is no longer offered';
export const PLATFORM_PLAN_WITH_CREATOR = 'Platform plans are not sold by creators';
export const CREATOR_TIER_WITHOUT_CREATOR = "A creator's tier needs the creator's id";
export const CREATOR_PLANS_ONLY = 'Creator plans are for creators';
export const SUBSCRIBER_PLANS_ONLY = 'Subscriber plans are for subscribers';

/** What a subscriber is offered: a tier, its price for the period, and who sells it. */
export interface Offer {
  creatorId?: string;
  terms: Omit<ChargeTerms, 'kind'>;
}

/**
 * Works out what a subscriber may buy and at what price. Prices always come from the catalogue
 * or the creator's tier, never from the request.
 */
@Injectable()
export class SubscriptionOffers {
  constructor(
    private readonly tiers: CreatorTiersRepository,
    private readonly directory: UserDirectory,
  ) {}

  async offer(
    user: AuthenticatedUser,
    tierId: string,
    creatorId: string | undefined,
    billingPeriod: BillingPeriod,
    currency: string,
  ): Promise<Offer> {
    return creatorId
      ? this.creatorOffer(user, tierId, creatorId, billingPeriod)
      : this.platformOffer(user, tierId, billingPeriod, currency);
  }

  async platformOffer(
    user: AuthenticatedUser,
    tierId: string,
    billingPeriod: BillingPeriod,
    currency: string,
  ): Promise<Offer> {
    if (!getTier(tierId)) {
      const creatorTier = await this.tiers.forSale(tierId);
      throw creatorTier
        ? new BadRequestException(CREATOR_TIER_WITHOUT_CREATOR)
        : new NotFoundException(TIER_NOT_FOUND);
    }
    const price = platformPlanPrice(tierId, billingPeriod, currency);
    // A creator's plan sets their fees and tools; a subscriber's plan their access.
    if (price.tier.type === 'creator' && user.role !== 'creator') {
      throw new BadRequestException(CREATOR_PLANS_ONLY);
    }
    if (price.tier.type === 'subscriber' && user.role === 'creator') {
      throw new BadRequestException(SUBSCRIBER_PLANS_ONLY);
    }
    return {
      terms: {
        tierId,
        tierName: price.tier.name,
        priceCents: price.priceCents,
        currency: price.currency,
        billingPeriod,
      },
    };
  }

  async creatorOffer(
    user: AuthenticatedUser,
    tierId: string,
    creatorId: string,
    billingPeriod: BillingPeriod,
  ): Promise<Offer> {
    if (creatorId === user.id) throw new BadRequestException(SUBSCRIBE_TO_SELF);
    if (getTier(tierId)) throw new BadRequestException(PLATFORM_PLAN_WITH_CREATOR);
    const [tier, seller] = await Promise.all([
      this.tiers.forSale(tierId),
      this.directory.find(creatorId),
    ]);
    if (!tier || tier.creatorId !== creatorId) throw new NotFoundException(TIER_NOT_FOUND);
    if (!tier.isActive) throw new BadRequestException(TIER_INACTIVE);
    // Only creators can create tiers; a creator whose role was taken away sells nothing.
    if (seller?.role && seller.role !== 'creator') throw new BadRequestException(NOT_A_CREATOR);
    if (isWithdrawn(seller)) throw new ConflictException(CREATOR_UNAVAILABLE);
    return {
      creatorId,
      terms: {
        tierId,
        tierName: tier.name,
        priceCents: priceForPeriod(tier.priceCents, billingPeriod),
        currency: tier.currency,
        billingPeriod,
      },
    };
  }
}
