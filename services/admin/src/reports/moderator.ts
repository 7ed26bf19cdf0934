import type { AuditAction, TypedEvent } from '@tessera/contracts';
import { buildAuditEvent, type RequestContext } from '@tessera/platform';
import type { QueueItem } from './queue-item.schema';

/** The admin acting on the queue, and the address and browser of their request. */
export interface Moderator {
  id: string;
  context: RequestContext;
}

/** The audit entry of an action on a queue item, about the user who answers for its target. */
export function queueAudit(
  action: AuditAction,
  item: Pick<QueueItem, '_id' | 'kind' | 'targetType' | 'targetId' | 'creatorId' | 'reason'>,
  moderator: Moderator,
  change: { reason?: string; before?: Record<string, unknown>; after?: Record<string, unknown> },
): TypedEvent<'audit.log'> {
  return buildAuditEvent(
    'admin',
    {
      action,
      outcome: 'success',
      actorId: moderator.id,
      ...(item.creatorId ? { userId: item.creatorId } : {}),
      resource: item.kind === 'review' ? 'review' : 'report',
      resourceId: item._id,
      details: { targetType: item.targetType, targetId: item.targetId, reason: item.reason },
      ...change,
    },
    moderator.context,
  );
}
