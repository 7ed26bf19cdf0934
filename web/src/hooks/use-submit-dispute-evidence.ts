import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDisputesApi } from '../api/admin-disputes.api';
import { queryKeys } from '../api/query-keys';

/** Submits a dispute's evidence with the admin's note, then reads the disputes again. */
export function useSubmitDisputeEvidence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, note }: { id: string; note?: string }) =>
      (await adminDisputesApi.submitEvidence(id, note ? { note } : {})).data,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.adminDisputes.all }),
  });
}
