import type {
  AuthSessionDto,
  PasskeyCreationOptionsDto,
  PasskeyDto,
  PasskeyRequestOptionsDto,
  PasskeySignInRequestBody,
  RegisterPasskeyRequestBody,
  RenamePasskeyRequestBody,
} from '@tessera/contracts';
import { apiRequest } from './http-client';

/** The signed-in account's passkeys, and signing in with one. */
export const passkeysApi = {
  list: () => apiRequest<{ passkeys: PasskeyDto[] }>('/auth/passkeys'),
  registrationOptions: () =>
    apiRequest<{ options: PasskeyCreationOptionsDto }>('/auth/passkeys/registration/options', {
      method: 'POST',
    }),
  register: (body: RegisterPasskeyRequestBody) =>
    apiRequest<{ passkey: PasskeyDto }, RegisterPasskeyRequestBody>(
      '/auth/passkeys/registration/verify',
      { method: 'POST', body },
    ),
  rename: (passkeyId: string, body: RenamePasskeyRequestBody) =>
    apiRequest<{ passkey: PasskeyDto }, RenamePasskeyRequestBody>(
      `/auth/passkeys/${encodeURIComponent(passkeyId)}`,
      { method: 'PATCH', body },
    ),
  remove: (passkeyId: string) =>
    apiRequest<null>(`/auth/passkeys/${encodeURIComponent(passkeyId)}`, { method: 'DELETE' }),
  /** Signing in: no session yet, so no token and no refresh on a 401. */
  signInOptions: () =>
    apiRequest<{ options: PasskeyRequestOptionsDto }>('/auth/passkeys/sign-in/options', {
      method: 'POST',
      authenticated: false,
      retryOnUnauthorized: false,
    }),
  signIn: (body: PasskeySignInRequestBody) =>
    apiRequest<AuthSessionDto, PasskeySignInRequestBody>('/auth/passkeys/sign-in/verify', {
      method: 'POST',
      body,
      authenticated: false,
      retryOnUnauthorized: false,
    }),
};

/**
 * What to tell someone whose passkey prompt failed: the browser's refusals (closed, timed out,
 * no passkey for this site) read alike, so they get one plain sentence; the server's say why.
 */
export function passkeyFailureMessage(failure: unknown, fallback: string): string {
  if (!(failure instanceof Error)) return fallback;
  const browserError = (failure as { cause?: unknown }).cause ?? failure;
  const name = browserError instanceof Error ? browserError.name : failure.name;
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'The passkey prompt was closed or timed out. Try again when you are ready.';
  if (name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return failure.message || fallback;
}
