/** Texts the HTTP layer shows when a call fails without a usable server message. */
export const HTTP_MESSAGES = {
  requestFailed: (status: number) => `Request failed with status ${status}`,
  connectionFailed:
    'Unable to connect to server. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred',
} as const;
