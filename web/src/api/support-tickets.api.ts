import type {
  OpenTicketRequest,
  Paginated,
  TicketDto,
  TicketReplyRequest,
  TicketSummaryDto,
} from '@tessera/contracts';
import { apiRequest } from './http-client';

const ticket = (id: string) => `/support/tickets/${encodeURIComponent(id)}`;

/** The signed-in user's own support tickets. */
export const supportTicketsApi = {
  open: (body: OpenTicketRequest) =>
    apiRequest<TicketDto, OpenTicketRequest>('/support/tickets', { method: 'POST', body }),
  /** Newest first. */
  list: (page: number) =>
    apiRequest<Paginated<TicketSummaryDto>>(`/support/tickets?page=${page}&limit=20`),
  get: (id: string) => apiRequest<TicketDto>(ticket(id)),
  reply: (id: string, body: string) =>
    apiRequest<TicketDto, TicketReplyRequest>(`${ticket(id)}/messages`, {
      method: 'POST',
      body: { body },
    }),
};
