import { Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import {
  type AdminTicketQuery,
  adminTicketMessageSchema,
  adminTicketQuerySchema,
  adminTicketSchema,
  adminTicketSummarySchema,
  paginatedSchema,
  ticketAgentStatsSchema,
  type UpdateTicket,
  updateTicketSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  notFound,
  RequireRoles,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminActorFrom } from '../admin-api/admin-actor';
import { AnswerTicketUseCase } from './answer-ticket.usecase';
import { TICKET_NOT_FOUND } from './reply-to-ticket.usecase';
import { agentStats } from './ticket-agent-stats';
import { toAdminTicketDto, toAdminTicketSummaryDto } from './ticket.mapper';
import { TicketsRepository } from './tickets.repository';
import { UpdateTicketUseCase } from './update-ticket.usecase';
import { ADMINS_ONLY } from '../admin-api/admin-responses';

const params = z.object({ id: z.uuid('Invalid ticket id') });
const ticketResponse = { description: 'The ticket with its whole thread', data: adminTicketSchema };

/** The support desk: the queue of tickets, their assignment, status and priority, and replies. */
@Controller('admin/tickets')
@RequireRoles('admin')
export class AdminTicketsController {
  constructor(
    private readonly tickets: TicketsRepository,
    private readonly updateTicket: UpdateTicketUseCase,
    private readonly answerTicket: AnswerTicketUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The ticket queue, oldest first',
    operationId: 'adminListTickets',
    query: adminTicketQuerySchema,
    responses: {
      200: { description: 'A page of the queue', data: paginatedSchema(adminTicketSummarySchema) },
      ...ADMINS_ONLY,
    },
  })
  async list(@ValidQuery() query: AdminTicketQuery) {
    const { items, total } = await this.tickets.queue(query);
    return respond({
      items: items.map(toAdminTicketSummaryDto),
      page: query.page,
      limit: query.limit,
      total,
    });
  }

  @Get('stats')
  @ApiOperation({
    summary: 'Each admin’s tickets: assigned now, resolved, average time to resolve',
    operationId: 'adminTicketStats',
    responses: { 200: { description: 'Per admin', data: ticketAgentStatsSchema }, ...ADMINS_ONLY },
  })
  async stats() {
    return respond(agentStats(await this.tickets.assignedOrResolved()));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'A ticket with its thread, internal notes included',
    operationId: 'adminGetTicket',
    params,
    responses: { 200: ticketResponse, 404: TICKET_NOT_FOUND, ...ADMINS_ONLY },
  })
  async get(@ValidParam('id') id: string) {
    const ticket = await this.tickets.find(id);
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    return respond(toAdminTicketDto(ticket));
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Assign a ticket, move its status or set its priority',
    operationId: 'adminUpdateTicket',
    params,
    body: updateTicketSchema,
    responses: {
      200: ticketResponse,
      400: 'The status cannot follow the current one',
      404: TICKET_NOT_FOUND,
      409: 'Changed by someone else since the given version',
      ...ADMINS_ONLY,
    },
  })
  async update(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: UpdateTicket,
    @Req() request: FastifyRequest,
  ) {
    const actor = adminActorFrom(admin, request);
    return respond(await this.updateTicket.execute(id, actor, body), 'Ticket updated');
  }

  @Post(':id/messages')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Reply to the ticket’s owner, or add an internal note',
    operationId: 'adminAnswerTicket',
    params,
    body: adminTicketMessageSchema,
    responses: {
      201: ticketResponse,
      404: TICKET_NOT_FOUND,
      409: 'The ticket is closed',
      ...ADMINS_ONLY,
    },
  })
  async answer(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof adminTicketMessageSchema>,
    @Req() request: FastifyRequest,
  ) {
    const actor = adminActorFrom(admin, request);
    const ticket = await this.answerTicket.execute(id, actor, body.body, body.isInternal);
    return respond(ticket, body.isInternal ? 'Note added' : 'Reply sent');
  }
}
