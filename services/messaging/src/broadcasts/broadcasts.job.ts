import { Injectable } from '@nestjs/common';
import type { JobProcessor } from '@tessera/platform';
import type { Job } from 'bullmq';
import type { BroadcastJobData } from './broadcast-queue';
import { DeliverBroadcastUseCase } from './deliver-broadcast.usecase';

/** Runs the broadcast jobs: a fan-out when a broadcast goes out, then each of its batches. */
@Injectable()
export class BroadcastsJob implements JobProcessor<BroadcastJobData, string> {
  constructor(private readonly delivery: DeliverBroadcastUseCase) {}

  process(job: Job<BroadcastJobData, string>): Promise<string> {
    const { data } = job;
    if (data.kind === 'fan-out') return this.delivery.fanOut(data.broadcastId);
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    return this.delivery.deliverBatch(data.broadcastId, data.run, data.index, lastAttempt);
  }
}
