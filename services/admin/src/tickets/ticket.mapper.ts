import type {
  AdminTicketDto,
  AdminTicketSummaryDto,
  TicketDto,
  TicketMessageDto,
  TicketSummaryDto,
} from '@tessera/contracts';
import type { Ticket, TicketMessage } from './ticket.schema';

const iso = (date: Date) => new Date(date).toISOString();

function toMessageDto(message: TicketMessage): TicketMessageDto {
  return {
    id: message.id,
    authorId: message.authorId,
    from: message.from,
    body: message.body,
    isInternal: message.isInternal,
    createdAt: iso(message.createdAt),
  };
}

export function toTicketSummaryDto(ticket: Ticket): TicketSummaryDto {
  return {
    id: ticket._id,
    subject: ticket.subject,
    category: ticket.category,
    status: ticket.status,
    priority: ticket.priority,
    createdAt: iso(ticket.createdAt),
    updatedAt: iso(ticket.updatedAt),
    resolvedAt: ticket.resolvedAt ? iso(ticket.resolvedAt) : null,
  };
}

/** The owner's view: internal notes are left out here, the one place the owner's view is made. */
export function toTicketDto(ticket: Ticket): TicketDto {
  return {
    ...toTicketSummaryDto(ticket),
    description: ticket.description,
    attachments: ticket.attachments,
    messages: ticket.messages.filter((message) => !message.isInternal).map(toMessageDto),
  };
}

export function toAdminTicketSummaryDto(ticket: Ticket): AdminTicketSummaryDto {
  return {
    ...toTicketSummaryDto(ticket),
    userId: ticket.userId,
    assignedTo: ticket.assignedTo,
    version: ticket.version,
  };
}

export function toAdminTicketDto(ticket: Ticket): AdminTicketDto {
  return {
    ...toAdminTicketSummaryDto(ticket),
    description: ticket.description,
    attachments: ticket.attachments,
    messages: ticket.messages.map(toMessageDto),
  };
}
