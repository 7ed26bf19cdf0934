import type { ApiSuccess } from '@tessera/contracts';

/** Every successful response body: `{ data, message }`. */
export function respond<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { data } : { data, message };
}
