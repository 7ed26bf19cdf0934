import { Injectable } from '@nestjs/common';
import type { JobProcessor } from '@tessera/platform';
import type { Job } from 'bullmq';
import { PostLifecycle } from './post-lifecycle';
import type { PublishJobData } from './publish-scheduler';

/** Runs a due schedule; publishing is conditional on the post still being scheduled and due. */
@Injectable()
export class PublishPostJob implements JobProcessor<PublishJobData, string> {
  constructor(private readonly lifecycle: PostLifecycle) {}

  async process(job: Job<PublishJobData, string>): Promise<string> {
    const published = await this.lifecycle.publishIfDue(job.data.postId, new Date());
    return published ? 'published' : 'not due or no longer scheduled';
  }
}
