import { HttpStatus } from '@nestjs/common';
import { ApiError } from '@tessera/platform';

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isUpstreamTimeout(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && TIMEOUT_CODES.has(code);
}

/**
 * What the caller hears when a service could not answer: a service that was reached but stayed
 * silent timed out (504); one that refused, reset or could not be reached is unavailable (503).
 */
export function upstreamFailure(serviceName: string, error: unknown): ApiError {
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
