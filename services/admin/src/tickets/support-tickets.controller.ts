import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  type OpenTicket,
  openTicketSchema,
  paginatedSchema,
  type TicketListQuery,
  ticketListQuerySchema,
  ticketReplySchema,
  type TicketReplyRequest,
  ticketSchema,
  ticketSummarySchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  notFound,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import { z } from 'zod';
import { OpenTicketUseCase } from './open-ticket.usecase';
import { ReplyToTicketUseCase, TICKET_NOT_FOUND } from './reply-to-ticket.usecase';
import { toTicketDto, toTicketSummaryDto } from './ticket.mapper';
import { TicketsRepository } from './tickets.repository';

const params = z.object({ id: z.uuid('Invalid ticket id') });
const ticketResponse = { description: 'The ticket, without internal notes', data: ticketSchema };
const SIGNED_IN = { 401: 'Sign in first' } as const;

/** A signed-in user's own support tickets: opening one, reading them, adding to one. */
@Controller('support/tickets')
@UseGuards(JwtAuthGuard)
export class SupportTicketsController {
  constructor(
    private readonly tickets: TicketsRepository,
    private readonly openTicket: OpenTicketUseCase,
    private readonly replyToTicket: ReplyToTicketUseCase,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Ask the support team for help',
    operationId: 'openSupportTicket',
    body: openTicketSchema,
    responses: {
      201: ticketResponse,
      429: 'Too many open tickets, or too many opened today',
      ...SIGNED_IN,
    },
  })
  async open(@CurrentUser() user: AuthenticatedUser, @ValidBody() body: OpenTicket) {
    return respond(await this.openTicket.execute(user.id, body), 'Ticket opened');
  }

  @Get()
  @ApiOperation({
    summary: 'The caller’s tickets, newest first',
    operationId: 'listSupportTickets',
    query: ticketListQuerySchema,
    responses: {
      200: { description: 'A page of tickets', data: paginatedSchema(ticketSummarySchema) },
      ...SIGNED_IN,
    },
  })
  async list(@CurrentUser() user: AuthenticatedUser, @ValidQuery() query: TicketListQuery) {
    const { items, total } = await this.tickets.ownedBy(user.id, query.page, query.limit);
    return respond({
      items: items.map(toTicketSummaryDto),
      page: query.page,
      limit: query.limit,
      total,
    });
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One of the caller’s tickets with its replies',
    operationId: 'getSupportTicket',
    params,
    responses: { 200: ticketResponse, 404: TICKET_NOT_FOUND, ...SIGNED_IN },
  })
  async get(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    const ticket = await this.tickets.find(id);
    if (!ticket || ticket.userId !== user.id) throw notFound(TICKET_NOT_FOUND);
    return respond(toTicketDto(ticket));
  }

  @Post(':id/messages')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Add to one of the caller’s tickets',
    operationId: 'replyToSupportTicket',
    params,
    body: ticketReplySchema,
    responses: {
      201: ticketResponse,
      404: TICKET_NOT_FOUND,
      409: 'The ticket is closed',
      ...SIGNED_IN,
    },
  })
  async reply(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: TicketReplyRequest,
  ) {
    return respond(await this.replyToTicket.execute(id, user.id, body.body), 'Sent');
  }
}
