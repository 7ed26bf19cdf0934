import type { EventEnvelope } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import type { User } from '../users/user.schema';
import type { AccountReport } from './account-report.schema';
import { ReportAccountUseCase } from './report-account.usecase';

class InMemoryReports {
  readonly stored = new Map<string, { report: AccountReport; events: EventEnvelope[] }>();

  async addOnce(report: AccountReport, events: EventEnvelope[]) {
    if (this.stored.has(report._id)) return false;
    this.stored.set(report._id, { report, events });
    return true;
  }
}

function setUp() {
  const accounts = new Set(['creator-1', 'fan-1']);
  const users = {
    findById: async (id: string) => (accounts.has(id) ? ({ _id: id } as unknown as User) : null),
  };
  const reports = new InMemoryReports();
  return { reports, useCase: new ReportAccountUseCase(users, reports) };
}

describe('ReportAccountUseCase', () => {
  it('stores the report with its report.submitted event', async () => {
    const { reports, useCase } = setUp();
    const { reportId } = await useCase.execute('fan-1', 'creator-1', 'harassment', 'Insults');

    const stored = reports.stored.get(reportId);
    expect(stored?.report).toMatchObject({ reportedId: 'creator-1', reporterId: 'fan-1' });
    expect(stored?.events).toHaveLength(1);
    expect(stored?.events[0]).toMatchObject({
      type: 'report.submitted',
      key: 'creator-1',
      data: {
        reportId,
        targetType: 'user',
        targetId: 'creator-1',
        accusedId: 'creator-1',
        reporterId: 'fan-1',
        reason: 'harassment',
        description: 'Insults',
        evidence: null,
      },
    });
  });

  it('refuses a second report of the same account by the same user with 409', async () => {
    const { reports, useCase } = setUp();
    await useCase.execute('fan-1', 'creator-1', 'spam', '');
    await expect(useCase.execute('fan-1', 'creator-1', 'hate', '')).rejects.toMatchObject({
      status: 409,
    });
    expect(reports.stored.size).toBe(1);
  });

  it('refuses reporting oneself with 400 and an unknown account with 404', async () => {
    const { reports, useCase } = setUp();
    await expect(useCase.execute('fan-1', 'fan-1', 'spam', '')).rejects.toMatchObject({
      status: 400,
    });
    await expect(useCase.execute('fan-1', 'nobody', 'spam', '')).rejects.toMatchObject({
      status: 404,
    });
    expect(reports.stored.size).toBe(0);
  });
});
