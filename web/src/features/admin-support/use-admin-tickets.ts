import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminTicketMessageRequest,
  AdminTicketQueryParams,
  UpdateTicketRequest,
} from '@tessera/contracts';
import { adminTicketsApi } from '../../api/admin-tickets.api';
import { queryKeys } from '../../api/query-keys';
import type { QueryParams } from '../../api/query-string';

/** One page of the ticket queue, oldest first. */
export function useTicketQueue(query: QueryParams<AdminTicketQueryParams>) {
  return useQuery({
    queryKey: queryKeys.adminTickets.page(query),
    queryFn: async () => (await adminTicketsApi.queue(query)).data,
    placeholderData: keepPreviousData,
  });
}

/** A ticket with its whole thread, internal notes included. */
export function useAdminTicket(id: string) {
  return useQuery({
    queryKey: queryKeys.adminTickets.ticket(id),
    queryFn: async () => (await adminTicketsApi.get(id)).data,
  });
}

/** Each admin's assigned, resolved and average time to resolve. */
export function useTicketStats() {
  return useQuery({
    queryKey: queryKeys.adminTickets.stats,
    queryFn: async () => (await adminTicketsApi.stats()).data,
  });
}

type TicketChange =
  | { kind: 'update'; request: UpdateTicketRequest }
  | { kind: 'answer'; request: AdminTicketMessageRequest };

/** Assignment, status, priority and messages; the desk is read again after each, won or lost. */
export function useTicketChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: TicketChange) =>
      change.kind === 'update'
        ? (await adminTicketsApi.update(id, change.request)).data
        : (await adminTicketsApi.answer(id, change.request)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminTickets.all }),
  });
}
