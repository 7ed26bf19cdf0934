import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@tessera/platform';
import type { Queue } from 'bullmq';
import type { Broadcast } from './broadcast.schema';
import { BroadcastsRepository } from './broadcasts.repository';

export const BROADCASTS_QUEUE = 'broadcasts';

export type BroadcastJobData =
  | { kind: 'fan-out'; broadcastId: string }
  | { kind: 'batch'; broadcastId: string; run: string; index: number };

const fanOutJobId = (broadcastId: string) => `fan-out-${broadcastId}`;

/**
 * The broadcast jobs: one fan-out per broadcast (delayed until a scheduled time), which fixes the
 * audience and adds one job per batch. Job ids name what they do, so adding one twice adds it once.
 */
@Injectable()
export class BroadcastQueue implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(BROADCASTS_QUEUE) private readonly queue: Queue<BroadcastJobData>,
    private readonly broadcasts: BroadcastsRepository,
  ) {}

  /**
   * Jobs lost with Redis come back from the database: scheduled broadcasts are armed again and
   * those cut short while going out resume (their delivered recipients are skipped).
   */
  async onApplicationBootstrap(): Promise<void> {
    const unfinished = await this.broadcasts.unfinished();
    const startedAt = Date.now();
    await Promise.all(
      unfinished.map((broadcast) =>
        broadcast.status === 'scheduled'
          ? this.send(broadcast)
          : this.queue.add(
              'fan-out',
              { kind: 'fan-out', broadcastId: broadcast._id },
              { jobId: `${fanOutJobId(broadcast._id)}-resume-${startedAt}` },
            ),
      ),
    );
  }

  /** Sends now, or at the broadcast's scheduled time. */
  async send(broadcast: Broadcast): Promise<void> {
    const at = broadcast.scheduledFor?.getTime() ?? Date.now();
    await this.queue.add(
      'fan-out',
      { kind: 'fan-out', broadcastId: broadcast._id },
      { jobId: fanOutJobId(broadcast._id), delay: Math.max(0, at - Date.now()) },
    );
  }

  /** Removes a canceled broadcast's delayed job; one already running finds it canceled. */
  async unschedule(broadcastId: string): Promise<void> {
    await this.queue.remove(fanOutJobId(broadcastId)).catch(() => 0);
  }

  async addBatches(broadcastId: string, run: string, indexes: readonly number[]): Promise<void> {
    await this.queue.addBulk(
      indexes.map((index) => ({
        name: 'batch',
        data: { kind: 'batch', broadcastId, run, index },
        opts: { jobId: `batch-${broadcastId}-${run}-${index}` },
      })),
    );
  }
}
