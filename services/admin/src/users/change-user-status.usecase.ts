import { Injectable } from '@nestjs/common';
import type { AccountStatusChange, ChangeUserStatusRequest } from '@tessera/contracts';
import { AccountDecisionNotifier } from './account-decision-notifier';
import { actorFields, type AdminActor } from '../admin-api/admin-actor';
import { AuthAccountsPort } from './auth-accounts';

/**
 * An admin sets an account's status. Auth changes it, ends the sessions and writes the audit
 * entry; the user is then told by mail, with a link to appeal a suspension or ban.
 */
@Injectable()
export class ChangeUserStatusUseCase {
  constructor(
    private readonly auth: AuthAccountsPort,
    private readonly notifier: AccountDecisionNotifier,
  ) {}

  async execute(
    actor: AdminActor,
    userId: string,
    { status, reason }: ChangeUserStatusRequest,
  ): Promise<AccountStatusChange> {
    const change = await this.auth.changeStatus(userId, { status, reason, ...actorFields(actor) });
    if (change.changed) {
      await this.notifier.statusChanged(userId, change.status, change.previousStatus, reason);
    }
    return change;
  }
}
