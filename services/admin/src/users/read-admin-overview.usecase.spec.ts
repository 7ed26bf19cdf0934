import type { AccountStatus } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import type { IncidentsRepository } from '../incidents/incidents.repository';
import type { ReportQueueRepository } from '../reports/report-queue.repository';
import type { TicketsRepository } from '../tickets/tickets.repository';
import type { VerificationRequestsRepository } from '../verification/verification-requests.repository';
import type { AdminUsersRepository } from './admin-users.repository';
import type { AppealsRepository } from './appeals.repository';
import { countPerDay, ReadAdminOverviewUseCase } from './read-admin-overview.usecase';

const now = new Date('2026-11-28T12:00:00Z');
const byStatus: Record<AccountStatus, number> = { active: 40, pending: 3, suspended: 2, banned: 1 };
const unresolved = { report: 5, review: 7 };

/** Each feature's count, so the test sees which one fills which field of the page. */
function overview() {
  const users: Pick<AdminUsersRepository, 'countByStatus' | 'registeredSince'> = {
    countByStatus: async (status) => byStatus[status],
    registeredSince: async () => [now, now, new Date('2026-11-27T08:00:00Z')],
  };
  const queue: Pick<ReportQueueRepository, 'countUnresolved'> = {
    countUnresolved: async (kind) => unresolved[kind],
  };
  return new ReadAdminOverviewUseCase(
    users as AdminUsersRepository,
    { countOpen: async () => 4 } as Pick<AppealsRepository, 'countOpen'> as AppealsRepository,
    queue as ReportQueueRepository,
    { countPending: async () => 6 } as Pick<
      VerificationRequestsRepository,
      'countPending'
    > as VerificationRequestsRepository,
    { countUnsettled: async () => 8 } as Pick<
      TicketsRepository,
      'countUnsettled'
    > as TicketsRepository,
    { countActive: async () => 9 } as Pick<
      IncidentsRepository,
      'countActive'
    > as IncidentsRepository,
  ).execute(now);
}

describe('the admin overview', () => {
  it('takes each count from the feature that owns it', async () => {
    const page = await overview();

    expect(page).toMatchObject({
      usersByStatus: byStatus,
      openAppeals: 4,
      openReports: 5,
      postsAwaitingReview: 7,
      pendingVerifications: 6,
      openTickets: 8,
      openIncidents: 9,
    });
    expect(page.newUsersPerDay.slice(-2)).toEqual([
      { date: '2026-11-27', count: 1 },
      { date: '2026-11-28', count: 2 },
    ]);
  });

  it('counts registrations on each of the last days, oldest first, zero where none', () => {
    const days = countPerDay([new Date('2026-11-20T23:59:59Z')], now, 10);
    expect(days).toHaveLength(10);
    expect(days[0]).toEqual({ date: '2026-11-19', count: 0 });
    expect(days[1]).toEqual({ date: '2026-11-20', count: 1 });
    expect(days.at(-1)).toEqual({ date: '2026-11-28', count: 0 });
  });
});
