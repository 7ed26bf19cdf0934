import type { AuditAction, TypedEvent } from '@tessera/contracts';
import type { RequestContext } from '../http/request-context';
import { buildEvent } from '../kafka/build-event';

export interface AuditInput {
  action: AuditAction;
  outcome: 'success' | 'failure';
  userId?: string;
  actorId?: string;
  resource: string;
  resourceId?: string;
  details?: Record<string, unknown>;
  reason?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * An `audit.log` event for the admins' audit stream, keyed by the user it concerns, carrying the
 * request's address, agent and id when it came from one. It goes into the outbox of the write it
 * records.
 */
export function buildAuditEvent(
  producer: string,
  input: AuditInput,
  context?: RequestContext,
): TypedEvent<'audit.log'> {
  const actorId = input.actorId ?? input.userId;
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
      ...(input.reason !== undefined ? { reason: input.reason } : {}),
      ...(input.before ? { before: input.before } : {}),
      ...(input.after ? { after: input.after } : {}),
      timestamp: new Date().toISOString(),
    },
    {
      producer,
      key: input.userId ?? input.resourceId ?? input.resource,
      ...(actorId ? { actorId } : {}),
      ...(context ? { correlationId: context.requestId } : {}),
    },
  );
}
