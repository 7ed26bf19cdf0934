import { Inject, Injectable } from '@nestjs/common';
import type { SubmitAppealRequest } from '@tessera/contracts';
import { buildAuditEvent, conflict, notFound, type RequestContext } from '@tessera/platform';
import { hashAppealToken } from './account-decision-notifier';
import { AdminUsersRepository } from './admin-users.repository';
import { AppealsRepository } from './appeals.repository';

export const ALREADY_APPEALED = 'You have already appealed this decision';
const INVALID_LINK = 'This appeal link is not valid';

type Appeals = Pick<AppealsRepository, 'findByTokenHash' | 'submit'>;
type Accounts = Pick<AdminUsersRepository, 'find'>;

/**
 * A suspended or banned user appeals, once, with the token from the mail that told them of the
 * decision; the appeal joins the admins' queue and the audit trail.
 */
@Injectable()
export class SubmitAppealUseCase {
  constructor(
    @Inject(AppealsRepository) private readonly appeals: Appeals,
    @Inject(AdminUsersRepository) private readonly users: Accounts,
  ) {}

  async execute(
    { token, message }: SubmitAppealRequest,
    context: RequestContext,
    now = new Date(),
  ): Promise<{ id: string }> {
    const appeal = await this.appeals.findByTokenHash(hashAppealToken(token));
    if (!appeal) throw notFound(INVALID_LINK);
    if (appeal.state !== 'awaiting') throw conflict(ALREADY_APPEALED);
    if (appeal.expiresAt <= now) throw notFound('This appeal link has expired');
    const user = await this.users.find(appeal.userId);
    if (user && user.status !== appeal.appealedStatus) {
      throw conflict('This decision no longer applies to your account');
    }
    const audit = buildAuditEvent(
      'admin',
      {
        action: 'user.appeal_submitted',
        outcome: 'success',
        userId: appeal.userId,
        resource: 'appeal',
        resourceId: appeal._id,
        details: { appealedStatus: appeal.appealedStatus },
      },
      context,
    );
    if (!(await this.appeals.submit(appeal._id, message, now, audit))) {
      throw conflict(ALREADY_APPEALED);
    }
    return { id: appeal._id };
  }
}
