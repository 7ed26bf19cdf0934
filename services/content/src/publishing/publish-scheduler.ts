import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@tessera/platform';
import type { Queue } from 'bullmq';
import { PostsRepository } from '../posts/posts.repository';

export const PUBLISHING_QUEUE = 'publishing';

export interface PublishJobData {
  postId: string;
}

/**
 * Publishes scheduled posts through delayed jobs. A job's id names the post and its time, so
 * arming the same schedule twice adds one job; a changed time adds a new job and the old one
 * finds the post no longer due. At start-up every scheduled post is armed again, so jobs lost
 * with Redis come back from the database.
 */
@Injectable()
export class PublishScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(PUBLISHING_QUEUE) private readonly queue: Queue<PublishJobData>,
    private readonly posts: PostsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const scheduled = await this.posts.allScheduled();
    await Promise.all(
      scheduled.flatMap((post) => (post.scheduledAt ? [this.arm(post._id, post.scheduledAt)] : [])),
    );
  }

  async arm(postId: string, at: Date): Promise<void> {
    await this.queue.add(
      'publish',
      { postId },
      {
        jobId: `publish-${postId}-${at.getTime()}`,
        delay: Math.max(0, at.getTime() - Date.now()),
        attempts: 10,
        backoff: { type: 'exponential', delay: 1_000 },
      },
    );
  }
}
