import { Injectable } from '@nestjs/common';
import type {
  DecideVerificationRequest,
  EventEnvelope,
  VerificationDecision,
  VerificationStatus,
} from '@tessera/contracts';
import { conflict, notFound, type RequestContext } from '@tessera/platform';
import { auditEvent, userUpdatedEvent } from '../events/auth-event.builder';
import type { User } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';
import { USER_NOT_FOUND } from '../users/users.service';
import { verificationStatusOf } from './account-standing';

const MAX_ATTEMPTS = 5;

/**
 * Records where an account stands with identity verification, keeping `isVerified` true exactly
 * when it is verified. A change of `isVerified` is published as `user.updated`; a decision
 * (verified or rejected) is audited. Asking for the status the account has changes nothing.
 */
@Injectable()
export class DecideVerification {
  constructor(private readonly users: UsersRepository) {}

  async execute(
    userId: string,
    request: DecideVerificationRequest,
    context: RequestContext,
  ): Promise<VerificationDecision> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const user = await this.users.findById(userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      const previous = verificationStatusOf(user);
      if (previous === request.verificationStatus) {
        return {
          userId,
          verificationStatus: previous,
          previousVerificationStatus: previous,
          isVerified: user.isVerified,
          changed: false,
        };
      }
      const to = request.verificationStatus;
      const events = this.eventsOf(user, previous, to, request.actorId, context);
      if (await this.users.changeVerification(userId, previous, to, events)) {
        return {
          userId,
          verificationStatus: to,
          previousVerificationStatus: previous,
          isVerified: to === 'verified',
          changed: true,
        };
      }
    }
    throw conflict('The account changed verification status several times at once; try again');
  }

  private eventsOf(
    user: User,
    from: VerificationStatus,
    to: VerificationStatus,
    actorId: string,
    context: RequestContext,
  ): EventEnvelope[] {
    const isVerified = to === 'verified';
    // Every step is published, not only a change of `isVerified`: the admin queue filters on
    // pending and rejected accounts too.
    const events: EventEnvelope[] = [
      userUpdatedEvent(user._id, { isVerified, verificationStatus: to }, actorId, context),
    ];
    if (to === 'verified' || to === 'rejected') {
      events.push(
        auditEvent(
          {
            action: 'verification.decided',
            outcome: 'success',
            userId: user._id,
            actorId,
            resource: 'user',
            resourceId: user._id,
            before: { verificationStatus: from, isVerified: user.isVerified },
            after: { verificationStatus: to, isVerified },
          },
          context,
        ),
      );
    }
    return events;
  }
}
