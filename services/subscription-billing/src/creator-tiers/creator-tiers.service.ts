import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type {
  CreateCreatorTierRequest,
  CreatorTierDto,
  UpdateCreatorTierRequest,
} from '@tessera/contracts';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { TIER_NOT_FOUND } from '../plans/plan-terms';
import type { CreatorTier } from '../tier-catalog/creator-tier.schema';
import { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import { TierPriceNotices } from './tier-price-notices';

/** A creator's own tiers: created, edited and deactivated by their owner only. */
@Injectable()
export class CreatorTiersService {
  constructor(
    private readonly tiers: CreatorTiersRepository,
    private readonly priceNotices: TierPriceNotices,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  async create(creatorId: string, request: CreateCreatorTierRequest): Promise<CreatorTierDto> {
    const tier = await this.tiers.create({
      _id: randomUUID(),
      creatorId,
      ...request,
      currency: this.config.BILLING_CURRENCY,
    });
    return toCreatorTierDto(tier);
  }

  /** Anyone's view of a creator's tiers: the active ones. The owner also sees inactive ones. */
  async list(creatorId: string, includeInactive: boolean): Promise<CreatorTierDto[]> {
    return (await this.tiers.ofCreator(creatorId, !includeInactive)).map(toCreatorTierDto);
  }

  async update(
    creatorId: string,
    id: string,
    request: UpdateCreatorTierRequest,
  ): Promise<CreatorTierDto> {
    const before = await this.owned(creatorId, id);
    const updated = await this.tiers.update(id, withoutUndefined(request));
    if (!updated) throw new NotFoundException(TIER_NOT_FOUND);
    // New subscribers pay the new price at once; those already subscribed are told first.
    if (updated.priceCents !== before.priceCents) await this.priceNotices.priceChanged(updated);
    return toCreatorTierDto(updated);
  }

  /** Deactivated, not deleted: its subscribers keep it until they leave; nobody new joins. */
  async deactivate(creatorId: string, id: string): Promise<CreatorTierDto> {
    return this.update(creatorId, id, { isActive: false });
  }

  /** Someone else's tier is as good as absent. */
  private async owned(creatorId: string, id: string): Promise<CreatorTier> {
    const tier = await this.tiers.findById(id);
    if (!tier || tier.creatorId !== creatorId) throw new NotFoundException(TIER_NOT_FOUND);
    return tier;
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;
}

export function toCreatorTierDto(tier: CreatorTier): CreatorTierDto {
  return {
    id: tier._id,
    creatorId: tier.creatorId,
    name: tier.name,
    description: tier.description ?? '',
    priceCents: tier.priceCents,
    currency: tier.currency.toUpperCase(),
    benefits: tier.benefits ?? [],
    color: tier.color,
    isActive: tier.isActive,
    subscriberCount: Math.max(0, tier.subscriberCount ?? 0),
    contentAccess: tier.contentAccess,
    createdAt: tier.createdAt.toISOString(),
  };
}
