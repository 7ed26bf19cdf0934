import type { AdminTicketDto, TicketDto, TicketMessageDto } from '@tessera/contracts';

export function makeTicketMessage(overrides: Partial<TicketMessageDto> = {}): TicketMessageDto {
  return {
    id: 'message-1',
    authorId: 'admin-1',
    from: 'support',
    body: 'We refunded the second charge',
    isInternal: false,
    createdAt: '2026-11-27T11:00:00.000Z',
    ...overrides,
  };
}

export function makeTicket(overrides: Partial<TicketDto> = {}): TicketDto {
  return {
    id: 'ticket-1',
    subject: 'Charged twice',
    description: 'My card was charged twice on 3 June.',
    category: 'billing',
    status: 'open',
    priority: 'normal',
    attachments: [],
    messages: [],
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    resolvedAt: null,
    ...overrides,
  };
}

export function makeAdminTicket(overrides: Partial<AdminTicketDto> = {}): AdminTicketDto {
  return { ...makeTicket(), userId: 'fan-1', assignedTo: null, version: 0, ...overrides };
}
