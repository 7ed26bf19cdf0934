import { HttpStatus } from '@nestjs/common';
import { ApiError } from '@tessera/platform';
import { errors } from 'undici';

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isUpstreamTimeout(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && TIMEOUT_CODES.has(code);
}

/** The service answered, but not in HTTP the gateway could read. */
function isInvalidResponse(error: unknown): boolean {
  return error instanceof errors.HTTPParserError;
}

/**
 * What the caller hears when a service could not answer: a service that was reached but stayed
 * silent timed out (504); one that answered in something other than HTTP is a bad gateway (502);
 * one that refused, reset or could not be reached is unavailable (503).
 */
export function upstreamFailure(serviceName: string, error: unknown): ApiError {
  if (isInvalidResponse(error)) {
    return new ApiError(
      HttpStatus.BAD_GATEWAY,
      `The ${serviceName} service sent an answer that could not be read. Please try again shortly.`,
    );
  }
  if (isUpstreamTimeout(error)) {
    return new ApiError(
      HttpStatus.GATEWAY_TIMEOUT,
      `The ${serviceName} service did not respond in time. Please try again shortly.`,
    );
  }
  return new ApiError(
    HttpStatus.SERVICE_UNAVAILABLE,
    `The ${serviceName} service is unavailable. Please try again shortly.`,
  );
}
