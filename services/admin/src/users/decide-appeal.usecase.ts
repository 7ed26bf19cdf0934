import { Inject, Injectable } from '@nestjs/common';
import type { AppealDecisionRequest } from '@tessera/contracts';
import { buildAuditEvent, conflict, notFound } from '@tessera/platform';
import { AccountDecisionNotifier } from './account-decision-notifier';
import { actorFields, type AdminActor } from '../admin-api/admin-actor';
import type { Appeal } from './appeal.schema';
import { AppealsRepository } from './appeals.repository';
import { AuthAccountsPort } from './auth-accounts';

type Appeals = Pick<AppealsRepository, 'find' | 'decide'>;
type Notifier = Pick<AccountDecisionNotifier, 'appealDecided'>;

/**
 * An admin decides an open appeal: upholding keeps the status, reinstating makes the account
 * active through auth. The user is told the outcome, and the decision is audited.
 */
@Injectable()
export class DecideAppealUseCase {
  constructor(
    @Inject(AppealsRepository) private readonly appeals: Appeals,
    private readonly auth: AuthAccountsPort,
    @Inject(AccountDecisionNotifier) private readonly notifier: Notifier,
  ) {}

  async execute(actor: AdminActor, id: string, request: AppealDecisionRequest): Promise<Appeal> {
    const appeal = await this.appeals.find(id);
    if (!appeal || appeal.state === 'awaiting') throw notFound('No such appeal');
    if (appeal.state !== 'open') throw conflict('This appeal has already been decided');
    const reinstate = request.decision === 'reinstate';
    if (reinstate) {
      await this.auth.changeStatus(appeal.userId, {
        status: 'active',
        reason: `Appeal granted: ${request.notes}`.slice(0, 2000),
        ...actorFields(actor),
      });
    }
    const state = reinstate ? 'reinstated' : 'upheld';
    const decidedAt = new Date();
    const audit = buildAuditEvent(
      'admin',
      {
        action: 'user.appeal_decided',
        outcome: 'success',
        userId: appeal.userId,
        actorId: actor.id,
        resource: 'appeal',
        resourceId: appeal._id,
        reason: request.notes,
        before: { appeal: 'open', status: appeal.appealedStatus },
        after: { appeal: state, status: reinstate ? 'active' : appeal.appealedStatus },
      },
      actor.context,
    );
    const decision = { state, by: actor.id, notes: request.notes, at: decidedAt } as const;
    if (!(await this.appeals.decide(id, decision, audit))) {
      throw conflict('This appeal has already been decided');
    }
    await this.notifier.appealDecided(appeal, reinstate, request.notes);
    return {
      ...appeal,
      state,
      decidedAt,
      decidedBy: actor.id,
      decisionNotes: request.notes,
    };
  }
}
