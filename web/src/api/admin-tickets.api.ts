import type {
  AdminTicketDto,
  AdminTicketMessageRequest,
  AdminTicketQueryParams,
  AdminTicketSummaryDto,
  Paginated,
  TicketAgentStatsDto,
  UpdateTicketRequest,
} from '@tessera/contracts';
import { apiRequest } from './http-client';
import { queryString, type QueryParams } from './query-string';

const ticket = (id: string) => `/admin/tickets/${encodeURIComponent(id)}`;

/** The support desk: the queue, a ticket's thread, its changes and the agents' figures. */
export const adminTicketsApi = {
  queue: (query: QueryParams<AdminTicketQueryParams>) =>
    apiRequest<Paginated<AdminTicketSummaryDto>>(
      `/admin/tickets${queryString<AdminTicketQueryParams>(query)}`,
    ),
  get: (id: string) => apiRequest<AdminTicketDto>(ticket(id)),
  update: (id: string, body: UpdateTicketRequest) =>
    apiRequest<AdminTicketDto, UpdateTicketRequest>(ticket(id), { method: 'PUT', body }),
  answer: (id: string, body: AdminTicketMessageRequest) =>
    apiRequest<AdminTicketDto, AdminTicketMessageRequest>(`${ticket(id)}/messages`, {
      method: 'POST',
      body,
    }),
  stats: () => apiRequest<TicketAgentStatsDto>('/admin/tickets/stats'),
};
