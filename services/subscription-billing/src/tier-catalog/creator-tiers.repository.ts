import { Injectable } from '@nestjs/common';
import { CacheInvalidations, type ReadCache } from '@tessera/platform';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CreatorTier } from './creator-tier.schema';

/** What a tier sells: everything but its subscriber count, which moves with every subscription. */
export type TierForSale = Omit<CreatorTier, 'subscriberCount'>;

const TIERS_FOR_SALE_CACHE = 'creator-tiers-for-sale';

/**
 * Creators' tiers. A creator's list filters on `creatorId`, a scan locally; the collection holds a
 * handful of tiers per creator, and every hot read (subscribing, renewing) goes by `_id`. What a
 * tier sells is read by every subscribe and changed only by its owner, so it is kept in memory and
 * dropped on every replica when the owner changes it.
 */
@Injectable()
export class CreatorTiersRepository {
  private readonly forSaleCache: ReadCache<TierForSale>;

  constructor(
    @InjectModel(CreatorTier.name) private readonly model: Model<CreatorTier>,
    private readonly invalidations: CacheInvalidations,
  ) {
    this.forSaleCache = invalidations.cache(TIERS_FOR_SALE_CACHE, {
      maxEntries: 20_000,
      maxAgeMs: 60_000,
    });
  }

  async create(tier: Omit<CreatorTier, 'createdAt' | 'subscriberCount'>): Promise<CreatorTier> {
    const created = await this.model.create({ ...tier, subscriberCount: 0 });
    // A request may have asked for the id before it existed and been told it names nothing.
    await this.invalidations.invalidate(TIERS_FOR_SALE_CACHE, [tier._id]);
    return created.toObject();
  }

  findById(id: string): Promise<CreatorTier | null> {
    return this.model.findById(id).lean<CreatorTier>();
  }

  /** The tier as offered for sale, from memory when it was read recently. */
  forSale(id: string): Promise<TierForSale | null> {
    return this.forSaleCache.get(id, () =>
      this.model.findById(id, { subscriberCount: 0 }).lean<TierForSale>(),
    );
  }

  ofCreator(creatorId: string, activeOnly: boolean): Promise<CreatorTier[]> {
    return this.model
      .find(activeOnly ? { creatorId, isActive: true } : { creatorId })
      .sort({ priceCents: 1, createdAt: 1 })
      .lean<CreatorTier[]>();
  }

  async update(id: string, set: Partial<CreatorTier>): Promise<CreatorTier | null> {
    const updated = await this.model
      .findOneAndUpdate({ _id: id }, { $set: set }, { new: true })
      .lean<CreatorTier>();
    await this.invalidations.invalidate(TIERS_FOR_SALE_CACHE, [id]);
    return updated;
  }

  /** Moves a tier's subscriber count; never below zero. */
  async countSubscriber(id: string, by: 1 | -1): Promise<void> {
    // A decrement only matches a count above zero.
    await this.model.updateOne(by > 0 ? { _id: id } : { _id: id, subscriberCount: { $gt: 0 } }, {
      $inc: { subscriberCount: by },
    });
  }
}
