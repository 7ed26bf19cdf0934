import { MESSAGES } from '@tessera/rules';

/** What a person is told when Google sign-in fails, chosen from the server or script error. */
export function googleErrorMessage(raw: string | undefined): string {
  if (!raw) return MESSAGES.googleFailed;
  if (raw.includes(MESSAGES.googleNotConfigured)) return MESSAGES.googleUnavailable;
  if (raw.includes(MESSAGES.googleInvalidToken)) return MESSAGES.googleExpired;
  if (raw.includes('Network error') || raw.includes('Unable to connect')) {
    return MESSAGES.googleNetworkError;
  }
  return raw;
}
