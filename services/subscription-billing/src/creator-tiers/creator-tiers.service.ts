import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type {
  CreateCreatorTierRequest,
  CreatorTierDto,
  UpdateCreatorTierRequest,
} from '@tessera/contracts';
import { type AuthenticatedUser, SERVICE_CONFIG } from '@tessera/platform';
import { isRole } from '@tessera/rules';
import type { BillingConfig } from '../config/billing-config';
import { UserDirectory } from '../directory/user-directory';
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
    private readonly directory: UserDirectory,
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

  /** The owner's view of their tiers, inactive ones included, with every count. */
  async listOwn(creatorId: string): Promise<CreatorTierDto[]> {
    return (await this.tiers.ofCreator(creatorId, false)).map(toCreatorTierDto);
  }

  /**
   * Anyone's view of a creator's tiers: the active ones. Subscriber counts are the creator's to
   * show: others than the creator and admins read 0 unless the creator chose to show them. The
   * public contract (`creatorTierSchema`, product spec section 3) requires `subscriberCount` as
   * an integer of at least 0, so it cannot be left out or null; 0 fits the schema and tells
   * nothing, and the web app shows no count for a creator who hides it.
   */
  async listForViewer(
    creatorId: string,
    viewer: AuthenticatedUser | null,
  ): Promise<CreatorTierDto[]> {
    const tiers = (await this.tiers.ofCreator(creatorId, true)).map(toCreatorTierDto);
    if (await this.countsVisible(creatorId, viewer)) return tiers;
    return tiers.map((tier) => ({ ...tier, subscriberCount: 0 }));
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

  private async countsVisible(
    creatorId: string,
    viewer: AuthenticatedUser | null,
  ): Promise<boolean> {
    if (viewer && (viewer.id === creatorId || isRole(viewer.role, 'admin'))) return true;
    return (await this.directory.find(creatorId))?.showsSubscriberCount ?? false;
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
