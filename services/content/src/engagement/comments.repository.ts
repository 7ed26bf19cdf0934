import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Comment } from './comment.schema';

@Injectable()
export class CommentsRepository {
  constructor(@InjectModel(Comment.name) private readonly model: Model<Comment>) {}

  create(comment: Omit<Comment, 'createdAt'>): Promise<Comment> {
    return this.model.create(comment).then((created) => created.toObject());
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
