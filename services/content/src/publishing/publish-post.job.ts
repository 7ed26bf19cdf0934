import { Inject, Injectable } from '@nestjs/common';
import { APP_LOGGER, type JobProcessor } from '@tessera/platform';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { PostsRepository } from '../posts/posts.repository';
import { isDue, PostLifecycle } from './post-lifecycle';
import type { PublishJobData } from './publish-scheduler';
import { PublishingRules } from './publishing-rules';

/**
 * Runs a due schedule; publishing is conditional on the post still being scheduled and due. A due
 * post the publishing rules refuse (a banned term, or a creator not verified while the platform
 * requires it) goes back to draft, where its creator sees it and can fix it and publish again.
 */
@Injectable()
export class PublishPostJob implements JobProcessor<PublishJobData, string> {
  constructor(
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly lifecycle: PostLifecycle,
    private readonly posts: PostsRepository,
    private readonly rules: PublishingRules,
  ) {}

  async process(job: Job<PublishJobData, string>): Promise<string> {
    const now = new Date();
    const post = await this.posts.findStored(job.data.postId);
    if (post?.status === 'scheduled' && !post.deletedAt && isDue(post, now)) {
      const refusal = await this.rules.refusalOf(post);
      if (refusal) {
        await this.lifecycle.withdraw(post._id, ['scheduled'], 'draft', post.creatorId);
        this.logger.info({ postId: post._id, refusal }, 'scheduled post back to draft');
        return `back to draft: ${refusal}`;
      }
    }
    const published = await this.lifecycle.publishIfDue(job.data.postId, now);
    return published ? 'published' : 'not due or no longer scheduled';
  }
}
