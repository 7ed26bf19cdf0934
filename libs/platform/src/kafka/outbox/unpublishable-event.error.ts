/** An event that no retry can publish: invalid against its contract, or refused by the broker. */
export class UnpublishableEventError extends Error {
  override readonly name = 'UnpublishableEventError';
}

/** Broker answers that mean the record itself is at fault, so sending it again cannot succeed. */
const RECORD_FAULTS = new Set([
  'MESSAGE_TOO_LARGE',
  'RECORD_LIST_TOO_LARGE',
  'INVALID_RECORD',
  'CORRUPT_MESSAGE',
  'INVALID_TOPIC_EXCEPTION',
  'TOPIC_AUTHORIZATION_FAILED',
]);

export function isUnpublishable(error: unknown): boolean {
  if (error instanceof UnpublishableEventError) return true;
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' && RECORD_FAULTS.has(type);
}
