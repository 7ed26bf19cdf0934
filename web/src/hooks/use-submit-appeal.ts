import { useMutation } from '@tanstack/react-query';
import type { SubmitAppealBody } from '@tessera/contracts';
import { adminUsersApi } from '../api/admin-users.api';

/** A suspended or banned user's one appeal, sent with the token from their mail. */
export function useSubmitAppeal() {
  return useMutation({
    mutationFn: async (body: SubmitAppealBody) => (await adminUsersApi.submitAppeal(body)).data,
  });
}
