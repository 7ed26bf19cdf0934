import { Injectable } from '@nestjs/common';
import type {
  AccountStatus,
  AccountStatusChange,
  ChangeAccountStatusRequest,
  EventEnvelope,
} from '@tessera/contracts';
import { conflict, notFound, type RequestContext } from '@tessera/platform';
import { auditEvent, userStatusChangedEvent } from '../events/auth-event.builder';
import { SessionService } from '../sessions/session.service';
import type { User } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';
import { USER_NOT_FOUND } from '../users/users.service';
import { locksOut, statusOf } from './account-standing';

export const ADMINS_CANNOT_BE_LOCKED_OUT =
  'An admin cannot be suspended or banned: change their role first';

/** Racing changes retry from what the winner wrote; each retry starts from a newer status. */
const MAX_ATTEMPTS = 5;

/**
 * An admin sets whether an account may be used. The user, its `user.status_changed` event, the
 * `session.revoked` event of every live session (on a suspension or ban) and the audit entry are
 * one write; the sessions' access tokens are then refused in every process. Asking for the status
 * the account already has changes and publishes nothing.
 */
@Injectable()
export class ChangeAccountStatus {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
  ) {}

  async execute(
    userId: string,
    request: ChangeAccountStatusRequest,
    context: RequestContext,
  ): Promise<AccountStatusChange> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const user = await this.users.findById(userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      const previousStatus = statusOf(user);
      const unchanged = { userId, role: user.role, status: previousStatus, previousStatus };
      if (previousStatus === request.status) return { ...unchanged, changed: false };
      if (user.role === 'admin' && locksOut(request.status)) {
        throw conflict(ADMINS_CANNOT_BE_LOCKED_OUT);
      }
      const applied = await this.apply(user, previousStatus, request, context);
      if (applied) return { ...unchanged, status: request.status, changed: true };
    }
    throw conflict('The account changed status several times at once; try again');
  }

  /** Writes the change if the account still has `previousStatus`; false when it no longer does. */
  private async apply(
    user: User,
    previousStatus: AccountStatus,
    request: ChangeAccountStatusRequest,
    context: RequestContext,
  ): Promise<boolean> {
    const { status, reason, actorId } = request;
    const changedAt = new Date();
    const revocation = locksOut(status)
      ? await this.sessions.revocationOfAll(user._id, status, context)
      : null;
    const events: EventEnvelope[] = [
      userStatusChangedEvent(
        {
          userId: user._id,
          role: user.role,
          status,
          previousStatus,
          reason,
          changedAt: changedAt.toISOString(),
        },
        actorId,
        context,
      ),
      ...(revocation ? [revocation] : []),
      auditEvent(
        {
          action: 'user.status_change',
          outcome: 'success',
          userId: user._id,
          actorId,
          resource: 'user',
          resourceId: user._id,
          reason,
          before: { status: previousStatus },
          after: { status },
        },
        context,
      ),
    ];
    const updated = await this.users.changeStatus(
      user._id,
      previousStatus,
      { status, reason, changedAt },
      events,
    );
    if (!updated) return false;
    if (locksOut(status)) {
      if (revocation) await this.sessions.applyRevocation(revocation.data.sessionIds, status);
      // A sign-in that read the account just before this write may have started a session since.
      await this.sessions.endAll(user._id, status, context);
    }
    return true;
  }
}
