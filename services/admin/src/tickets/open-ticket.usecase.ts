import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  MAX_OPEN_TICKETS,
  MAX_TICKETS_PER_DAY,
  type OpenTicket,
  type TicketDto,
} from '@tessera/contracts';
import { ApiError } from '@tessera/platform';
import { toTicketDto } from './ticket.mapper';
import type { Ticket } from './ticket.schema';
import { TicketsRepository } from './tickets.repository';

export const TOO_MANY_OPEN = `You already have ${MAX_OPEN_TICKETS} open tickets. Please wait for an answer, or add to one of them, before opening another.`;
export const TOO_MANY_TODAY = `You have opened ${MAX_TICKETS_PER_DAY} tickets in the last 24 hours. Please try again tomorrow, or add to an open ticket.`;

const DAY_MS = 86_400_000;

type Tickets = Pick<TicketsRepository, 'add' | 'countsOf'>;

/**
 * A user asks the support team for help. Nobody is pulled in: the ticket waits in the queue, open
 * and unassigned, until an admin takes it. Each account has a few unsettled tickets at a time and
 * a daily allowance, answered 429 beyond them.
 */
@Injectable()
export class OpenTicketUseCase {
  constructor(@Inject(TicketsRepository) private readonly tickets: Tickets) {}

  async execute(userId: string, request: OpenTicket, now = new Date()): Promise<TicketDto> {
    const { unsettled, recent } = await this.tickets.countsOf(
      userId,
      new Date(now.getTime() - DAY_MS),
    );
    if (unsettled >= MAX_OPEN_TICKETS)
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_OPEN);
    if (recent >= MAX_TICKETS_PER_DAY) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_TODAY);
    }
    const ticket: Ticket = {
      _id: randomUUID(),
      userId,
      subject: request.subject,
      description: request.description,
      category: request.category,
      attachments: [...new Set(request.attachments)],
      status: 'open',
      priority: 'normal',
      assignedTo: null,
      messages: [],
      version: 0,
      createdAt: now,
      updatedAt: now,
      resolvedAt: null,
      resolvedBy: null,
    };
    return toTicketDto(await this.tickets.add(ticket));
  }
}
