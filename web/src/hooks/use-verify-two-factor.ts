import { useMutation } from '@tanstack/react-query';
import type { TwoFactorVerifyRequestBody } from '@tessera/contracts';
import { accountSecurityApi } from '../api/account-security.api';

/** Sign-in's second step: a code or a recovery code answers the challenge with a session. */
export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: (request: TwoFactorVerifyRequestBody) =>
      accountSecurityApi.verifyTwoFactor(request),
  });
}
