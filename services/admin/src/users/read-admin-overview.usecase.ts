import { Injectable } from '@nestjs/common';
import { ACCOUNT_STATUSES, type AdminOverviewDto } from '@tessera/contracts';
import { AdminUsersRepository } from './admin-users.repository';
import { AppealsRepository } from './appeals.repository';

const TREND_DAYS = 30;
const DAY_MS = 86_400_000;

/** The last `days` UTC days, oldest first, each with how many of `dates` fall on it. */
export function countPerDay(dates: readonly Date[], now: Date, days: number) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const counts = new Map<string, number>();
  for (let day = days - 1; day >= 0; day -= 1) {
    counts.set(new Date(today - day * DAY_MS).toISOString().slice(0, 10), 0);
  }
  for (const date of dates) {
    const key = date.toISOString().slice(0, 10);
    const count = counts.get(key);
    if (count !== undefined) counts.set(key, count + 1);
  }
  return [...counts].map(([date, count]) => ({ date, count }));
}

/**
 * The /admin page's counts from this service's own records. Verifications, reports, posts in
 * review and tickets are counted by the features that own them; until they do, they are null.
 */
@Injectable()
export class ReadAdminOverviewUseCase {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly appeals: AppealsRepository,
  ) {}

  async execute(now = new Date()): Promise<AdminOverviewDto> {
    const since = new Date(now.getTime() - TREND_DAYS * DAY_MS);
    const [counts, openAppeals, registered] = await Promise.all([
      Promise.all(ACCOUNT_STATUSES.map((status) => this.users.countByStatus(status))),
      this.appeals.countOpen(),
      this.users.registeredSince(since),
    ]);
    const [active, pending, suspended, banned] = counts as [number, number, number, number];
    return {
      usersByStatus: { active, pending, suspended, banned },
      openAppeals,
      pendingVerifications: null,
      openReports: null,
      postsAwaitingReview: null,
      openTickets: null,
      newUsersPerDay: countPerDay(registered, now, TREND_DAYS),
    };
  }
}
