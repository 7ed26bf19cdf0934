import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AdminTicketDto, EventEnvelope } from '@tessera/contracts';
import { buildEvent, conflict, notFound } from '@tessera/platform';
import type { AdminActor } from '../admin-api/admin-actor';
import { TICKET_CLOSED, TICKET_NOT_FOUND } from './reply-to-ticket.usecase';
import { ticketAudit } from './ticket-audit';
import { toAdminTicketDto } from './ticket.mapper';
import type { Ticket, TicketMessage } from './ticket.schema';
import { TicketsRepository } from './tickets.repository';

const EXCERPT_LENGTH = 200;

type Tickets = Pick<TicketsRepository, 'find' | 'addMessage'>;

function excerptOf(body: string): string {
  return body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH - 1)}…` : body;
}

/**
 * An admin writes on a ticket: a reply the owner reads and is notified of
 * (`support_ticket.replied`, which messaging turns into a notification), or an internal note only
 * admins see. Either is audited, in the same write as the message.
 */
@Injectable()
export class AnswerTicketUseCase {
  constructor(@Inject(TicketsRepository) private readonly tickets: Tickets) {}

  async execute(
    id: string,
    actor: AdminActor,
    body: string,
    isInternal: boolean,
  ): Promise<AdminTicketDto> {
    const ticket = await this.tickets.find(id);
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    if (ticket.status === 'closed' && !isInternal) throw conflict(TICKET_CLOSED);
    const message: TicketMessage = {
      id: randomUUID(),
      authorId: actor.id,
      from: 'support',
      body,
      isInternal,
      createdAt: new Date(),
    };
    const events = isInternal
      ? [ticketAudit('ticket.note_added', ticket, actor, { after: { messageId: message.id } })]
      : [
          ticketAudit('ticket.replied', ticket, actor, { after: { messageId: message.id } }),
          repliedEvent(ticket, message),
        ];
    const updated = await this.tickets.addMessage(id, message, events);
    if (!updated) throw notFound(TICKET_NOT_FOUND);
    return toAdminTicketDto(updated);
  }
}

function repliedEvent(ticket: Ticket, message: TicketMessage): EventEnvelope {
  return buildEvent(
    'support_ticket.replied',
    {
      ticketId: ticket._id,
      userId: ticket.userId,
      subject: ticket.subject,
      excerpt: excerptOf(message.body),
      repliedAt: message.createdAt.toISOString(),
    },
    { producer: 'admin', key: ticket._id, actorId: message.authorId },
  );
}
