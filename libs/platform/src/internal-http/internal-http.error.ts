import type { ApiFieldError } from '@tessera/contracts';

/**
 * Why a call to another service failed: it answered with an error status, it did not answer in
 * time, it could not be reached, its circuit is open after repeated failures, its answer was not
 * in the platform's envelope, or the caller gave up.
 */
export type InternalHttpFailure =
  'response' | 'timeout' | 'network' | 'circuit-open' | 'invalid-response' | 'aborted';

export interface InternalHttpErrorDetails {
  failure: InternalHttpFailure;
  service: string;
  method: string;
  path: string;
  /** The HTTP status, when the service answered. */
  status?: number;
  /** Field errors from a validation failure of the called service. */
  errors?: ApiFieldError[];
  cause?: unknown;
}

/** A failed service-to-service call; `message` is the called service's own error text when it gave one. */
export class InternalHttpError extends Error {
  readonly failure: InternalHttpFailure;
  readonly service: string;
  readonly method: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly errors: ApiFieldError[] | undefined;

  constructor(message: string, details: InternalHttpErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'InternalHttpError';
    this.failure = details.failure;
    this.service = details.service;
    this.method = details.method;
    this.path = details.path;
    this.status = details.status;
    this.errors = details.errors;
  }
}
