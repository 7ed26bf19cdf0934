import { Injectable } from '@nestjs/common';
import { ACCOUNT_STATUSES, type AdminOverviewDto } from '@tessera/contracts';
import { IncidentsRepository } from '../incidents/incidents.repository';
import { ReportQueueRepository } from '../reports/report-queue.repository';
import { TicketsRepository } from '../tickets/tickets.repository';
import { VerificationRequestsRepository } from '../verification/verification-requests.repository';
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

/** The /admin page's counts, each read from the feature that owns it. */
@Injectable()
export class ReadAdminOverviewUseCase {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly appeals: AppealsRepository,
    private readonly queue: ReportQueueRepository,
    private readonly verifications: VerificationRequestsRepository,
    private readonly tickets: TicketsRepository,
    private readonly incidents: IncidentsRepository,
  ) {}

  async execute(now = new Date()): Promise<AdminOverviewDto> {
    const since = new Date(now.getTime() - TREND_DAYS * DAY_MS);
    const [
      counts,
      openAppeals,
      registered,
      openReports,
      inReview,
      pendingVerifications,
      openTickets,
      openIncidents,
    ] = await Promise.all([
      Promise.all(ACCOUNT_STATUSES.map((status) => this.users.countByStatus(status))),
      this.appeals.countOpen(),
      this.users.registeredSince(since),
      this.queue.countUnresolved('report'),
      this.queue.countUnresolved('review'),
      this.verifications.countPending(),
      this.tickets.countUnsettled(),
      this.incidents.countActive(),
    ]);
    const [active, pending, suspended, banned] = counts as [number, number, number, number];
    return {
      usersByStatus: { active, pending, suspended, banned },
      openAppeals,
      pendingVerifications,
      openReports,
      postsAwaitingReview: inReview,
      openTickets,
      openIncidents,
      newUsersPerDay: countPerDay(registered, now, TREND_DAYS),
    };
  }
}
