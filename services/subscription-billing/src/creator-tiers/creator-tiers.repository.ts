import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CreatorTier } from './creator-tier.schema';

/**
 * Creators' tiers. A creator's list filters on `creatorId`, a scan locally; the collection holds a
 * handful of tiers per creator, and every hot read (subscribing, renewing) goes by `_id`.
 */
@Injectable()
export class CreatorTiersRepository {
  constructor(@InjectModel(CreatorTier.name) private readonly model: Model<CreatorTier>) {}

  async create(tier: Omit<CreatorTier, 'createdAt' | 'subscriberCount'>): Promise<CreatorTier> {
    const created = await this.model.create({ ...tier, subscriberCount: 0 });
    return created.toObject();
  }

  findById(id: string): Promise<CreatorTier | null> {
    return this.model.findById(id).lean<CreatorTier>();
  }

  ofCreator(creatorId: string, activeOnly: boolean): Promise<CreatorTier[]> {
    return this.model
      .find(activeOnly ? { creatorId, isActive: true } : { creatorId })
      .sort({ priceCents: 1, createdAt: 1 })
      .lean<CreatorTier[]>();
  }

  update(id: string, set: Partial<CreatorTier>): Promise<CreatorTier | null> {
    return this.model
      .findOneAndUpdate({ _id: id }, { $set: set }, { new: true })
      .lean<CreatorTier>();
  }

  /** Moves a tier's subscriber count; never below zero. */
  async countSubscriber(id: string, by: 1 | -1): Promise<void> {
    const updated = await this.model
      .findOneAndUpdate({ _id: id }, { $inc: { subscriberCount: by } }, { new: true })
      .lean<CreatorTier>();
    if (updated && updated.subscriberCount < 0) {
      await this.model.updateOne({ _id: id }, { $max: { subscriberCount: 0 } });
    }
  }
}
