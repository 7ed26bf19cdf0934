import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { TicketDto } from '@tessera/contracts';
import { conflict, notFound } from '@tessera/platform';
import { toTicketDto } from './ticket.mapper';
import type { Ticket } from './ticket.schema';
import { type TicketFields, TicketsRepository } from './tickets.repository';

export const TICKET_NOT_FOUND = 'Ticket not found';
export const TICKET_CLOSED = 'This ticket is closed. Please open a new one.';

/** Tries of a reply that races an admin's change of the same ticket. */
const ATTEMPTS = 3;

type Tickets = Pick<TicketsRepository, 'find' | 'addMessage'>;

/**
 * What the owner's reply does to the ticket: an answer to a question (waiting) or to a resolution
 * puts it back in the team's hands, with whoever had it, or in the queue when nobody had.
 */
function reopened(ticket: Ticket): TicketFields | null {
  if (ticket.status !== 'waiting' && ticket.status !== 'resolved') return null;
  return {
    status: ticket.assignedTo ? 'in_progress' : 'open',
    resolvedAt: null,
    resolvedBy: null,
  };
}

/** The ticket's owner adds to it; anyone else is told it does not exist. */
@Injectable()
export class ReplyToTicketUseCase {
  constructor(@Inject(TicketsRepository) private readonly tickets: Tickets) {}

  async execute(id: string, userId: string, body: string): Promise<TicketDto> {
    for (let attempt = 1; ; attempt += 1) {
      const ticket = await this.tickets.find(id);
      if (!ticket || ticket.userId !== userId) throw notFound(TICKET_NOT_FOUND);
      if (ticket.status === 'closed') throw conflict(TICKET_CLOSED);
      const fields = reopened(ticket);
      const message = {
        id: randomUUID(),
        authorId: userId,
        from: 'user' as const,
        body,
        isInternal: false,
        createdAt: new Date(),
      };
      const change = fields ? { version: ticket.version, fields } : undefined;
      const updated = await this.tickets.addMessage(id, message, [], change);
      if (updated) return toTicketDto(updated);
      if (attempt >= ATTEMPTS) throw conflict('The ticket changed meanwhile; please send again');
    }
  }
}
