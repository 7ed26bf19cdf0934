import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminTicketDto,
  TICKET_TRANSITIONS,
  type TicketStatus,
  type UpdateTicket,
} from '@tessera/contracts';
import { badRequest, conflict, notFound } from '@tessera/platform';
import type { AdminActor } from '../admin-api/admin-actor';
import { TICKET_NOT_FOUND } from './reply-to-ticket.usecase';
import { ticketAudit } from './ticket-audit';
import { toAdminTicketDto } from './ticket.mapper';
import type { Ticket } from './ticket.schema';
import { type TicketFields, TicketsRepository } from './tickets.repository';

export const TICKET_CHANGED =
  'Someone else changed this ticket since you loaded it. Reload it and try again.';

const SETTLED: readonly TicketStatus[] = ['resolved', 'closed'];

type Tickets = Pick<TicketsRepository, 'find' | 'update'>;

/** The status a change leads to: taking an open ticket starts work on it, dropping one stops it. */
function nextStatus(ticket: Ticket, change: UpdateTicket): TicketStatus {
  if (change.status) return change.status;
  if (change.assignedTo && ticket.status === 'open') return 'in_progress';
  if (change.assignedTo === null && ticket.status === 'in_progress') return 'open';
  return ticket.status;
}

/** The fields that differ, as they were and as they become, for the audit entry. */
function difference(ticket: Ticket, fields: TicketFields) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of ['status', 'priority', 'assignedTo'] as const) {
    if (fields[key] !== undefined && fields[key] !== ticket[key]) {
      before[key] = ticket[key];
      after[key] = fields[key];
    }
  }
  return { before, after };
}

/**
 * An admin assigns a ticket, moves its status or sets its priority. The change names the version
 * the admin saw: when two admins change a ticket at once, the second is refused with 409 rather
 * than silently undoing the first. Audited as `ticket.updated` with what changed.
 */
@Injectable()
export class UpdateTicketUseCase {
  constructor(@Inject(TicketsRepository) private readonly tickets: Tickets) {}

  async execute(id: string, actor: AdminActor, change: UpdateTicket): Promise<AdminTicketDto> {
    const ticket = await this.tickets.find(id);
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    if (ticket.version !== change.version) throw conflict(TICKET_CHANGED);
    const status = nextStatus(ticket, change);
    if (status !== ticket.status && !TICKET_TRANSITIONS[ticket.status].includes(status)) {
      throw badRequest(`A ${label(ticket.status)} ticket cannot become ${label(status)}`);
    }
    const fields: TicketFields = { status };
    if (change.priority) fields.priority = change.priority;
    if (change.assignedTo !== undefined) fields.assignedTo = change.assignedTo;
    if (SETTLED.includes(status) && !SETTLED.includes(ticket.status)) {
      fields.resolvedAt = new Date();
      fields.resolvedBy = fields.assignedTo ?? ticket.assignedTo ?? actor.id;
    } else if (!SETTLED.includes(status) && SETTLED.includes(ticket.status)) {
      fields.resolvedAt = null;
      fields.resolvedBy = null;
    }
    const { before, after } = difference(ticket, fields);
    if (Object.keys(after).length === 0) return toAdminTicketDto(ticket);
    const audit = ticketAudit('ticket.updated', ticket, actor, { before, after });
    const updated = await this.tickets.update(id, change.version, fields, [audit]);
    if (!updated) throw conflict(TICKET_CHANGED);
    return toAdminTicketDto(updated);
  }
}

const label = (status: TicketStatus) => status.replace('_', ' ');
