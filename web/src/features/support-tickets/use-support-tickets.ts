import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenTicketRequest } from '@tessera/contracts';
import { queryKeys } from '../../api/query-keys';
import { supportTicketsApi } from '../../api/support-tickets.api';

/** A page of the user's own tickets, newest first. */
export function useMyTickets(page: number) {
  return useQuery({
    queryKey: queryKeys.supportTickets.list(page),
    queryFn: async () => (await supportTicketsApi.list(page)).data,
    placeholderData: keepPreviousData,
  });
}

/** One of the user's tickets with the team's replies. */
export function useMyTicket(id: string) {
  return useQuery({
    queryKey: queryKeys.supportTickets.ticket(id),
    queryFn: async () => (await supportTicketsApi.get(id)).data,
  });
}

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: OpenTicketRequest) => (await supportTicketsApi.open(request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportTickets.all }),
  });
}

export function useReplyToTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => (await supportTicketsApi.reply(id, body)).data,
    onSuccess: (ticket) => {
      queryClient.setQueryData(queryKeys.supportTickets.ticket(id), ticket);
      return queryClient.invalidateQueries({ queryKey: queryKeys.supportTickets.all });
    },
  });
}
