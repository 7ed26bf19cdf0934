import type { EventInput, TypedEvent, UserUpdatedChanges } from '@tessera/contracts';
import {
  type AuditInput,
  buildAuditEvent,
  buildEvent,
  type RequestContext,
} from '@tessera/platform';
import type { User } from '../users/user.schema';

const PRODUCER = 'auth';

/** Builds the auth service's audit events; each goes into the outbox of the write it records. */
export function auditEvent(input: AuditInput, context?: RequestContext): TypedEvent<'audit.log'> {
  return buildAuditEvent(PRODUCER, input, context);
}

export function sessionRevokedEvent(
  userId: string,
  sessionIds: string[],
  reason: EventInput<'session.revoked'>['reason'],
  context?: RequestContext,
): TypedEvent<'session.revoked'> {
  return buildEvent(
    'session.revoked',
    { userId, sessionIds, reason, revokedAt: new Date().toISOString() },
    { producer: PRODUCER, key: userId, actorId: userId, correlationId: context?.requestId },
  );
}

export function userRegisteredEvent(
  user: Pick<User, '_id' | 'email' | 'username' | 'displayName' | 'role' | 'authProvider'>,
  context?: RequestContext,
): TypedEvent<'user.registered'> {
  return buildEvent(
    'user.registered',
    {
      userId: user._id,
      email: user.email,
      username: user.username,
      displayName: user.displayName,
      role: user.role,
      authProvider: user.authProvider,
      createdAt: new Date().toISOString(),
    },
    { producer: PRODUCER, key: user._id, actorId: user._id, correlationId: context?.requestId },
  );
}

export function userUpdatedEvent(
  userId: string,
  changes: UserUpdatedChanges,
  actorId?: string,
  context?: RequestContext,
): TypedEvent<'user.updated'> {
  return buildEvent(
    'user.updated',
    { userId, changes, updatedAt: new Date().toISOString() },
    { producer: PRODUCER, key: userId, actorId, correlationId: context?.requestId },
  );
}

/** An admin changed whether the account may be used; `actorId` is the admin. */
export function userStatusChangedEvent(
  data: EventInput<'user.status_changed'>,
  actorId: string,
  context?: RequestContext,
): TypedEvent<'user.status_changed'> {
  return buildEvent('user.status_changed', data, {
    producer: PRODUCER,
    key: data.userId,
    actorId,
    correlationId: context?.requestId,
  });
}
