import type { HttpException } from '@nestjs/common';
import { ApiError, InternalHttpError, serviceUnavailable } from '@tessera/platform';

/** Refusals of the owning service an admin should read as they are (a bad id, a conflict). */
const PASSED_ON_STATUSES = [400, 404, 409];

/**
 * An internal call's failure as the admin's answer: the owning service's refusal as it said it
 * (with 403 too where `passForbidden`: billing's refusal of an admin approving their own refund),
 * anything else (a timeout, a 5xx, a bad token) as 503 with `unavailable`.
 */
export function asAdminAnswer(
  error: unknown,
  unavailable: string,
  passForbidden = false,
): HttpException {
  const status = error instanceof InternalHttpError ? (error.status ?? 0) : 0;
  if (PASSED_ON_STATUSES.includes(status) || (passForbidden && status === 403)) {
    const refusal = error as InternalHttpError;
    return new ApiError(status, refusal.message, refusal.errors);
  }
  return serviceUnavailable(unavailable);
}
