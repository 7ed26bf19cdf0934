import { Inject, Injectable } from '@nestjs/common';
import type { SubscriberChangesDto } from '@tessera/contracts';
import { CreatorStatsRepository } from './creator-stats.repository';
import { statsWindows } from './stats-windows';

type Stats = Pick<CreatorStatsRepository, 'startedSince' | 'endedSince'>;

/**
 * New subscribers are subscriptions whose first payment succeeded in the window; lost ones are
 * paid subscriptions that ended in it. A fan who cancels keeps access to the period's end and is
 * lost only then.
 */
@Injectable()
export class CountSubscriberChangesUseCase {
  constructor(@Inject(CreatorStatsRepository) private readonly stats: Stats) {}

  async execute(creatorId: string, now = new Date()): Promise<SubscriberChangesDto> {
    const { todayStart, monthStart } = statsWindows(now);
    const [newToday, lostToday, newMonth, lostMonth] = await Promise.all([
      this.stats.startedSince(creatorId, todayStart),
      this.stats.endedSince(creatorId, todayStart),
      this.stats.startedSince(creatorId, monthStart),
      this.stats.endedSince(creatorId, monthStart),
    ]);
    return {
      today: { new: newToday, lost: lostToday },
      month: { new: newMonth, lost: lostMonth },
    };
  }
}
