import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { applyEventOnce, type ApplyOutcome, MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { CatalogPost, type CatalogPostStatus } from './catalog-post.schema';

export interface SellablePost {
  contentId: string;
  creatorId: string | null;
  priceCents: number | null;
  status: CatalogPostStatus | null;
  removed: boolean;
}

export interface PostState {
  creatorId: string;
  priceCents: number | null;
  status: CatalogPostStatus;
}

/** Posts and their prices, kept from content's events; the only source of an unlock's price. */
@Injectable()
export class PostCatalog extends MongoRepository<CatalogPost> {
  constructor(@InjectModel(CatalogPost.name) model: Model<CatalogPost>) {
    super(model);
  }

  async find(contentId: string): Promise<SellablePost | null> {
    const post = await this.model.findById(contentId).lean<CatalogPost>();
    if (!post) return null;
    return {
      contentId: post._id,
      creatorId: post.creatorId ?? null,
      priceCents: post.priceCents ?? null,
      status: post.status ?? null,
      removed: post.removed === true,
    };
  }

  /**
   * Sets the post's reported state unless a newer one is already known. A stale event against an
   * existing post matches nothing and its upsert collides on `_id`: both mean "ignored".
   */
  applyState(
    eventId: string,
    contentId: string,
    state: PostState,
    changedAt: Date,
  ): Promise<ApplyOutcome> {
    return applyEventOnce(
      this.model,
      eventId,
      { _id: contentId, $or: [{ changedAt: null }, { changedAt: { $lte: changedAt } }] },
      { $set: { ...state, changedAt } },
      { upsert: true },
    );
  }

  /** Marks the post removed whatever else is known of it; it is never sold again. */
  applyRemoval(eventId: string, contentId: string, creatorId: string): Promise<ApplyOutcome> {
    return applyEventOnce(
      this.model,
      eventId,
      { _id: contentId },
      { $set: { removed: true }, $setOnInsert: { creatorId } },
      { upsert: true },
    );
  }
}
