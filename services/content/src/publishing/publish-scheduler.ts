import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, REDIS_CLIENT, SERVICE_CONFIG } from '@tessera/platform';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ContentConfig } from '../config/content-config';
import { PostsRepository } from '../posts/posts.repository';

export const PUBLISHING_QUEUE = 'publishing';

export interface PublishJobData {
  postId: string;
}

/**
 * Publishes scheduled posts through delayed jobs. A job's id names the post and its time, so
 * arming the same schedule twice adds one job; a changed time adds a new job and the old one
 * finds the post no longer due. Jobs lost with Redis come back from the database: a marker kept
 * beside the queue says every scheduled post has its job, and a start that finds it missing arms
 * every scheduled post again. Only then is the database searched, which scans every post on
 * databases without a usable index.
 */
@Injectable()
export class PublishScheduler implements OnApplicationBootstrap {
  private readonly armedMarker: string;

  constructor(
    @InjectQueue(PUBLISHING_QUEUE) private readonly queue: Queue<PublishJobData>,
    private readonly posts: PostsRepository,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.armedMarker = `${config.CONTENT_REDIS_PREFIX}:publishing:armed`;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (await this.redis.exists(this.armedMarker)) return;
    const scheduled = await this.posts.allScheduled();
    await Promise.all(
      scheduled.flatMap((post) => (post.scheduledAt ? [this.arm(post._id, post.scheduledAt)] : [])),
    );
    await this.redis.set(this.armedMarker, new Date().toISOString());
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
