import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ApiError, badRequest, conflict, notFound } from '@tessera/platform';
import { OfferClaimsRepository } from './offer-claims.repository';
import { offerClaimIdOf } from './offer-claim.schema';
import type { OfferLink } from './offer-link.schema';
import {
  claimRefusal,
  OFFER_ALREADY_CLAIMED,
  OFFER_FULLY_CLAIMED,
  OFFER_NOT_FOUND,
  OFFER_OTHER_TIER,
} from './offer-link-rules';
import { OfferLinksRepository } from './offer-links.repository';

type Links = Pick<OfferLinksRepository, 'find' | 'takeClaim' | 'returnClaim'>;
type Claims = Pick<OfferClaimsRepository, 'add' | 'find' | 'remove'>;

/** What a subscription claims: a link of its creator, for its tier. */
export interface ClaimTarget {
  fanId: string;
  code: string;
  creatorId: string;
  tierId: string;
}

/** A held claim; `fresh` when this call took it (and gives it back if the purchase fails). */
export interface HeldClaim {
  link: OfferLink;
  fresh: boolean;
}

/** An offer that cannot be claimed any more: 410, as it will not come back. */
const gone = (message: string) => new ApiError(HttpStatus.GONE, message);

/**
 * A fan claims a creator's trial or promotion link while subscribing. The fan's claim (one per
 * creator) is stored first, then the link's count moves in one conditional write that keeps it
 * within the limit; when the count is full the fan's claim is taken back. Asking again for a
 * claim already held answers it without counting twice, so a retried purchase claims once.
 */
@Injectable()
export class ClaimOfferLinkUseCase {
  constructor(
    @Inject(OfferLinksRepository) private readonly links: Links,
    @Inject(OfferClaimsRepository) private readonly claims: Claims,
  ) {}

  /** The link a fan may claim for this tier, checked without claiming it. */
  async preview(target: ClaimTarget, now = new Date()): Promise<HeldClaim> {
    const link = await this.links.find(target.code);
    if (!link || link.creatorId !== target.creatorId) throw notFound(OFFER_NOT_FOUND);
    if (link.tierId !== target.tierId) throw badRequest(OFFER_OTHER_TIER);
    const held = await this.claims.find(offerClaimIdOf(target.creatorId, target.fanId));
    if (held) {
      if (held.code === target.code) return { link, fresh: false };
      throw conflict(OFFER_ALREADY_CLAIMED);
    }
    const refusal = claimRefusal(link, now);
    if (refusal) throw gone(refusal);
    return { link, fresh: true };
  }

  async execute(target: ClaimTarget, now = new Date()): Promise<HeldClaim> {
    const previewed = await this.preview(target, now);
    if (!previewed.fresh) return previewed;
    const claimId = offerClaimIdOf(target.creatorId, target.fanId);
    const added = await this.claims.add({
      _id: claimId,
      code: target.code,
      fanId: target.fanId,
      creatorId: target.creatorId,
    });
    if (!added) {
      // Another request of the same fan claimed a moment ago.
      const held = await this.claims.find(claimId);
      if (held?.code === target.code) return { link: previewed.link, fresh: false };
      throw conflict(OFFER_ALREADY_CLAIMED);
    }
    const counted = await this.links.takeClaim(target.code, now);
    if (counted) return { link: counted, fresh: true };
    await this.claims.remove(claimId, target.code);
    const latest = await this.links.find(target.code);
    throw gone((latest && claimRefusal(latest, now)) ?? OFFER_FULLY_CLAIMED);
  }

  /** Gives back a claim this purchase took, when the subscription did not come about. */
  async release(target: ClaimTarget): Promise<void> {
    const removed = await this.claims.remove(
      offerClaimIdOf(target.creatorId, target.fanId),
      target.code,
    );
    if (removed) await this.links.returnClaim(target.code);
  }
}
