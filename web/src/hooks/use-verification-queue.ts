import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerificationDecisionRequest, VerificationRequestStatus } from '@tessera/contracts';
import { verificationApi } from '../api/admin-verification.api';
import { queryKeys } from '../api/query-keys';

/**
 * Documents' signed links work for five minutes; the queue is read again before they expire, so a
 * PDF opened from a page left open still answers.
 */
const DOCUMENT_LINK_REFRESH_MS = 4 * 60_000;

/** Verification requests in one status, oldest first, with fresh links to their documents. */
export function useVerificationQueue(status: VerificationRequestStatus) {
  return useQuery({
    queryKey: queryKeys.adminVerifications.queue(status),
    queryFn: async () => (await verificationApi.queue(status)).data,
    refetchInterval: DOCUMENT_LINK_REFRESH_MS,
  });
}

export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: VerificationDecisionRequest & { id: string }) =>
      (await verificationApi.decide(id, body)).data,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.adminVerifications.all }),
  });
}
