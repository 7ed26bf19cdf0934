import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectQueue, type JobProcessor } from '@tessera/platform';
import type { Job, Queue } from 'bullmq';
import { type PayoutRunResult, RunPayoutScheduleUseCase } from './run-payout-schedule.usecase';

export const PAYOUTS_QUEUE = 'payouts';
export const WEEKLY_PAYOUTS_JOB = 'weekly-payouts';
/** Mondays at 06:00 UTC: the spec's weekly schedule. */
const WEEKLY_PATTERN = '0 6 * * 1';

/** Registers the weekly run once; BullMQ keeps one scheduler however many instances start. */
@Injectable()
export class PayoutSchedule implements OnModuleInit {
  constructor(@InjectQueue(PAYOUTS_QUEUE) private readonly queue: Queue) {}

  async onModuleInit(): Promise<void> {
    await this.queue.upsertJobScheduler(
      WEEKLY_PAYOUTS_JOB,
      { pattern: WEEKLY_PATTERN, tz: 'UTC' },
      {
        name: WEEKLY_PAYOUTS_JOB,
        opts: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
      },
    );
  }
}

/** Runs one weekly payout round; its job id names the round, so a retried round pays once. */
@Injectable()
export class WeeklyPayoutsJob implements JobProcessor {
  private readonly logger = new Logger(WeeklyPayoutsJob.name);

  constructor(private readonly runPayoutSchedule: RunPayoutScheduleUseCase) {}

  async process(job: Job): Promise<PayoutRunResult> {
    const runId = (job.id ?? String(job.timestamp)).replace(/[^A-Za-z0-9_-]/g, '_');
    const result = await this.runPayoutSchedule.execute(runId);
    this.logger.log(
      `payout round ${runId}: ${result.sent} due sent, ${result.scheduled} weekly, ` +
        `${result.held} held, ${result.released} released`,
    );
    return result;
  }
}
