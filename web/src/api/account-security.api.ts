import type {
  AccountExportDto,
  AccountSessionDto,
  ChangeEmailRequestBody,
  ChangePasswordRequestBody,
  ConfirmEmailChangeRequestBody,
  DeleteAccountRequestBody,
  RecoveryCodesDto,
  SignInOutcomeDto,
  TwoFactorDisableRequestBody,
  TwoFactorEnableRequestBody,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
  TwoFactorVerifyRequestBody,
  UserDto,
} from '@tessera/contracts';
import { apiRequest } from './http-client';

/** Two-factor sign-in, sessions, password, export and deletion of the signed-in account. */
export const accountSecurityApi = {
  twoFactorStatus: () => apiRequest<TwoFactorStatusDto>('/auth/2fa'),
  setUpTwoFactor: () => apiRequest<TwoFactorSetupDto>('/auth/2fa/setup', { method: 'POST' }),
  enableTwoFactor: (body: TwoFactorEnableRequestBody) =>
    apiRequest<RecoveryCodesDto, TwoFactorEnableRequestBody>('/auth/2fa/enable', {
      method: 'POST',
      body,
    }),
  /** Sign-in's second step: no session yet, so no token and no refresh on a 401. */
  verifyTwoFactor: (body: TwoFactorVerifyRequestBody) =>
    apiRequest<SignInOutcomeDto, TwoFactorVerifyRequestBody>('/auth/2fa/verify', {
      method: 'POST',
      body,
      authenticated: false,
      retryOnUnauthorized: false,
    }),
  disableTwoFactor: (body: TwoFactorDisableRequestBody) =>
    apiRequest<null, TwoFactorDisableRequestBody>('/auth/2fa/disable', {
      method: 'POST',
      body,
      retryOnUnauthorized: false,
    }),
  sessions: () => apiRequest<{ sessions: AccountSessionDto[] }>('/auth/sessions'),
  endSession: (sessionId: string) =>
    apiRequest<null>(`/auth/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
  changePassword: (body: ChangePasswordRequestBody) =>
    apiRequest<null, ChangePasswordRequestBody>('/auth/password', {
      method: 'PUT',
      body,
      retryOnUnauthorized: false,
    }),
  requestEmailChange: (body: ChangeEmailRequestBody) =>
    apiRequest<null, ChangeEmailRequestBody>('/auth/account/email', {
      method: 'POST',
      body,
      retryOnUnauthorized: false,
    }),
  /** Opened from the mailed link, signed in or not: the token is the proof. */
  confirmEmailChange: (body: ConfirmEmailChangeRequestBody) =>
    apiRequest<{ user: UserDto }, ConfirmEmailChangeRequestBody>('/auth/account/email/confirm', {
      method: 'POST',
      body,
      authenticated: false,
      retryOnUnauthorized: false,
    }),
  exportAccount: () => apiRequest<AccountExportDto>('/auth/account/export'),
  deleteAccount: (body: DeleteAccountRequestBody) =>
    apiRequest<null, DeleteAccountRequestBody>('/auth/account', {
      method: 'DELETE',
      body,
      retryOnUnauthorized: false,
    }),
};
