import type { InternalHttpFailure } from './internal-http.error';

/** Methods whose repetition cannot apply an effect twice. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

/** Statuses of a gateway or an overloaded service: the request most likely did not run. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** POST and PATCH are repeated only when the called service can recognise the repetition by its key. */
export function isRepeatable(method: string, idempotencyKey: string | undefined): boolean {
  return IDEMPOTENT_METHODS.has(method) || idempotencyKey !== undefined;
}

export function isRetryableFailure(failure: InternalHttpFailure, status?: number): boolean {
  if (failure === 'network' || failure === 'timeout') return true;
  return failure === 'response' && status !== undefined && RETRYABLE_STATUSES.has(status);
}

/**
 * Exponential backoff with full jitter: a random wait up to `baseMs * 2^attempt`, capped, so
 * callers that failed together do not retry together. `attempt` counts retries from 0.
 */
export function backoffDelayMs(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  return Math.round(random() * Math.min(maxMs, baseMs * 2 ** attempt));
}
