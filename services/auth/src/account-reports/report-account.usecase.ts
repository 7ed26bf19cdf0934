import { Inject, Injectable } from '@nestjs/common';
import type { ReportReason } from '@tessera/contracts';
import { badRequest, conflict, notFound, submittedReport } from '@tessera/platform';
import { UsersRepository } from '../users/users.repository';
import { AccountReportsRepository } from './account-reports.repository';

const NO_SELF_REPORT = 'You cannot report your own account';
const ACCOUNT_ALREADY_REPORTED =
  'You have already reported this account; our moderators will look at it';
const ACCOUNT_NOT_FOUND = 'User not found';

type Users = Pick<UsersRepository, 'findById'>;
type Reports = Pick<AccountReportsRepository, 'addOnce'>;

/**
 * A signed-in user reports another user's account to the moderators. The report and its
 * `report.submitted` event are one write; a second report of the same account by the same user
 * is refused, so one person cannot push an account up the queue by repeating themselves.
 */
@Injectable()
export class ReportAccountUseCase {
  constructor(
    @Inject(UsersRepository) private readonly users: Users,
    @Inject(AccountReportsRepository) private readonly reports: Reports,
  ) {}

  async execute(
    reporterId: string,
    reportedId: string,
    reason: ReportReason,
    description: string,
  ): Promise<{ reportId: string }> {
    if (reporterId === reportedId) throw badRequest(NO_SELF_REPORT);
    if (!(await this.users.findById(reportedId))) throw notFound(ACCOUNT_NOT_FOUND);
    const { reportId, reportedAt, event } = submittedReport('auth', {
      targetType: 'user',
      targetId: reportedId,
      accusedId: reportedId,
      reporterId,
      reason,
      description,
    });
    const added = await this.reports.addOnce(
      { _id: reportId, reportedId, reporterId, reason, description, reportedAt },
      [event],
    );
    if (!added) throw conflict(ACCOUNT_ALREADY_REPORTED);
    return { reportId };
  }
}
