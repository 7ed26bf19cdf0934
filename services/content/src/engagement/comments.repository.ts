import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Comment } from './comment.schema';

@Injectable()
export class CommentsRepository extends OutboxRepository<Comment> {
  constructor(@InjectModel(Comment.name) model: Model<Comment>, relay: OutboxRelay) {
    super(model, relay);
  }

  /** Stores a comment with its events in the same write. */
  create(comment: Omit<Comment, 'createdAt'>, events: EventEnvelope[]): Promise<Comment> {
    return this.insertWithEvents(comment, events);
  }

  async page(
    postId: string,
    page: number,
    limit: number,
  ): Promise<{ comments: Comment[]; total: number }> {
    const [comments, total] = await Promise.all([
      this.model
        .find({ postId })
        .sort({ createdAt: -1, _id: 1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Comment[]>(),
      this.model.countDocuments({ postId }),
    ]);
    return { comments, total };
  }
}
