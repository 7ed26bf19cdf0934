import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CreateOfferLinkRequest, OfferLinkDto } from '@tessera/contracts';
import { buildAuditEvent, conflict, type RequestContext } from '@tessera/platform';
import { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import { toOfferLinkDto } from './offer-link-rules';
import { OfferLinksRepository } from './offer-links.repository';
import { type OfferTiers, ownActiveTier } from './offer-tiers';

type Links = Pick<OfferLinksRepository, 'create' | 'find'>;

export const KEY_USED_FOR_OTHER_LINK = 'This Idempotency-Key already made another link';

const CODE_LENGTH = 12;
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function codeFrom(bytes: Buffer): string {
  return Array.from(
    bytes.subarray(0, CODE_LENGTH),
    (byte) => ALPHABET[byte % ALPHABET.length],
  ).join('');
}

/**
 * The link's code: from the creator and the request's `Idempotency-Key` when it has one, so the
 * same request twice (or at once) makes one link; random otherwise.
 */
export function offerCodeFor(creatorId: string, clientKey: string | undefined): string {
  if (!clientKey) return codeFrom(randomBytes(CODE_LENGTH));
  return codeFrom(createHash('sha256').update(`offer-link:${creatorId}:${clientKey}`).digest());
}

/** A creator makes a free-trial or promotion link for one of their tiers. */
@Injectable()
export class CreateOfferLinkUseCase {
  constructor(
    @Inject(CreatorTiersRepository) private readonly tiers: OfferTiers,
    @Inject(OfferLinksRepository) private readonly links: Links,
  ) {}

  async execute(
    creatorId: string,
    request: CreateOfferLinkRequest,
    clientKey?: string,
    context?: RequestContext,
  ): Promise<OfferLinkDto> {
    const tier = await ownActiveTier(this.tiers, creatorId, request.tierId);
    const code = offerCodeFor(creatorId, clientKey);
    const terms = {
      kind: request.kind,
      trialDays: request.kind === 'trial' ? request.trialDays : null,
      discountPercent: request.kind === 'discount' ? request.discountPercent : null,
      maxClaims: request.maxClaims,
      expiresAt: new Date(request.expiresAt),
    };
    const audit = buildAuditEvent(
      'subscription-billing',
      {
        action: 'offer.link_created',
        outcome: 'success',
        userId: creatorId,
        resource: 'offer_link',
        resourceId: code,
        details: { tierId: request.tierId, ...terms, expiresAt: request.expiresAt },
      },
      context,
    );
    const created =
      (await this.links.create({ _id: code, creatorId, tierId: request.tierId, ...terms }, [
        audit,
      ])) ?? (await this.sameLink(code, creatorId, request));
    return toOfferLinkDto(created, tier, new Date());
  }

  /** The link a repeat of this request made; another request under the same key is refused. */
  private async sameLink(code: string, creatorId: string, request: CreateOfferLinkRequest) {
    const existing = await this.links.find(code);
    const same =
      existing?.creatorId === creatorId &&
      existing.tierId === request.tierId &&
      existing.kind === request.kind &&
      existing.maxClaims === request.maxClaims &&
      existing.expiresAt.getTime() === Date.parse(request.expiresAt);
    if (!existing || !same) throw conflict(KEY_USED_FOR_OTHER_LINK);
    return existing;
  }
}
