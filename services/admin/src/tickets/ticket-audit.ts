import type { AuditAction, TypedEvent } from '@tessera/contracts';
import { buildAuditEvent } from '@tessera/platform';
import type { AdminActor } from '../admin-api/admin-actor';
import type { Ticket } from './ticket.schema';

/** The audit entry of an admin's action on a ticket, about the user who opened it. */
export function ticketAudit(
  action: AuditAction,
  ticket: Pick<Ticket, '_id' | 'userId' | 'category'>,
  actor: AdminActor,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
): TypedEvent<'audit.log'> {
  return buildAuditEvent(
    'admin',
    {
      action,
      outcome: 'success',
      actorId: actor.id,
      userId: ticket.userId,
      resource: 'support_ticket',
      resourceId: ticket._id,
      details: { category: ticket.category },
      ...change,
    },
    actor.context,
  );
}
