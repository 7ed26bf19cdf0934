import type { ApiFieldError } from '@tessera/contracts';

export type ApiErrorKind = 'http' | 'network' | 'unexpected';

/** Every failed call surfaces as this error, its message already fit to show to a person. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null = null,
    readonly fieldErrors: ApiFieldError[] = [],
    /** The failure's whole body, for callers that read more than its message. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
