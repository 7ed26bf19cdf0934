import type { CreateOfferLinkRequestBody, UpdateOfferLinkRequestBody } from '@tessera/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingOffersApi } from '../../../api/billing-offers.api';
import { queryKeys } from '../../../api/query-keys';

/** The signed-in creator's trial and promotion links, newest first. */
export function useOwnOfferLinks() {
  return useQuery({
    queryKey: queryKeys.billing.ownOfferLinks,
    queryFn: async () => (await billingOffersApi.ownLinks()).data,
  });
}

/** Creates a link; the same `idempotencyKey` (one per form) never makes a second one. */
export function useCreateOfferLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      idempotencyKey,
    }: {
      body: CreateOfferLinkRequestBody;
      idempotencyKey: string;
    }) => (await billingOffersApi.createLink(body, idempotencyKey)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.ownOfferLinks }),
  });
}

/** Changes a link's claim limit or expiry. */
export function useUpdateOfferLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, body }: { code: string; body: UpdateOfferLinkRequestBody }) =>
      (await billingOffersApi.updateLink(code, body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.ownOfferLinks }),
  });
}

/** Ends a link: nobody else can claim it. */
export function useDeactivateOfferLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await billingOffersApi.deactivateLink(code)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.ownOfferLinks }),
  });
}
