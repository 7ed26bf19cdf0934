import { Injectable } from '@nestjs/common';
import { PostsRepository } from '../posts/posts.repository';
import { PostEditingService } from '../publishing/post-editing.service';

/** Posts removed per read: a creator with thousands of posts is removed in pages. */
const PAGE = 100;

/**
 * A deleted account's posts leave the platform: each is removed as its creator would remove it
 * (`content.removed`, out of every timeline and search, its media released for deletion). Safe to
 * repeat: a post already removed is skipped, so a redelivered event finishes what was left.
 */
@Injectable()
export class RemoveAccountPostsUseCase {
  constructor(
    private readonly posts: PostsRepository,
    private readonly editing: PostEditingService,
  ) {}

  async execute(userId: string): Promise<number> {
    let removed = 0;
    for (;;) {
      const page = await this.posts.liveIdsOfCreator(userId, PAGE);
      for (const post of page) {
        if (await this.editing.removeAs({ _id: post._id, creatorId: userId }, userId)) removed += 1;
      }
      if (page.length < PAGE) return removed;
    }
  }
}
