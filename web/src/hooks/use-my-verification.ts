import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitVerificationRequest } from '@tessera/contracts';
import { verificationApi } from '../api/admin-verification.api';
import { queryKeys } from '../api/query-keys';

/** The signed-in creator's latest verification request, or null. */
export function useMyVerification() {
  return useQuery({
    queryKey: queryKeys.myVerification,
    queryFn: async () => (await verificationApi.mine()).data.request,
  });
}

export function useSubmitVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubmitVerificationRequest) =>
      (await verificationApi.submit(body)).data,
    onSuccess: (request) => client.setQueryData(queryKeys.myVerification, request),
  });
}
