/** What a person is told when Google sign-in fails, keyed by the server or script error. */
export const GOOGLE_MESSAGES = {
  missingCredentialTitle: 'Authentication Failed',
  missingCredential: 'No credential received from Google. Please try again.',
  cancelled: 'Google authentication was cancelled or failed',
  notConfigured:
    'Google sign-in is not available. Please contact support or use email/password login.',
  network: 'Network error. Please check your connection and try again.',
  expired: 'Google authentication expired. Please try signing in again.',
  fallback: 'Failed to authenticate with Google',
} as const;

export function googleErrorMessage(raw: string | undefined): string {
  if (!raw) return GOOGLE_MESSAGES.fallback;
  if (raw.includes('Google OAuth not configured')) return GOOGLE_MESSAGES.notConfigured;
  if (raw.includes('Invalid Google token')) return GOOGLE_MESSAGES.expired;
  if (raw.includes('Network error') || raw.includes('Unable to connect')) {
    return GOOGLE_MESSAGES.network;
  }
  return raw;
}
