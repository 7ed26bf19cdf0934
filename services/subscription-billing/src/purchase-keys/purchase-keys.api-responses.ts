/** What a purchase answers when its `Idempotency-Key` already named another request. */
export const keyReusedResponse = {
  422: 'The Idempotency-Key was used for a different request',
} as const;
