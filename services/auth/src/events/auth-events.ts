import type { AuditAction, TypedEvent, UserUpdatedChanges } from '@tessera/contracts';
import { buildEvent } from '@tessera/platform';
import type { User } from '../users/user.schema';
import type { RequestContext } from './request-context';

const PRODUCER = 'auth';

export interface AuditInput {
  action: AuditAction;
  outcome: 'success' | 'failure';
  userId?: string;
  actorId?: string;
  resource: string;
  resourceId?: string;
  details?: Record<string, unknown>;
}

/** Builds the auth service's events; each goes into the outbox of the document its write touches. */
export function auditEvent(input: AuditInput, context?: RequestContext): TypedEvent<'audit.log'> {
  return buildEvent(
    'audit.log',
    {
      action: input.action,
      outcome: input.outcome,
      ...(input.userId ? { userId: input.userId } : {}),
      resource: input.resource,
      ...(input.resourceId ? { resourceId: input.resourceId } : {}),
      ...(context ? { ipAddress: context.ipAddress, userAgent: context.userAgent } : {}),
      details: input.details ?? {},
      timestamp: new Date().toISOString(),
    },
    {
      producer: PRODUCER,
      key: input.userId ?? input.resourceId ?? input.resource,
      ...((input.actorId ?? input.userId) ? { actorId: input.actorId ?? input.userId } : {}),
      ...(context ? { correlationId: context.requestId } : {}),
    },
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
  actorId: string,
  context?: RequestContext,
): TypedEvent<'user.updated'> {
  return buildEvent(
    'user.updated',
    { userId, changes, updatedAt: new Date().toISOString() },
    { producer: PRODUCER, key: userId, actorId, correlationId: context?.requestId },
  );
}
