import { HttpException } from '@nestjs/common';
import type { ApiFailure } from '@tessera/contracts';

export interface MappedFailure {
  status: number;
  body: ApiFailure;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Maps anything thrown while handling a request to a status and the API's failure body. */
export function toApiFailure(exception: unknown): MappedFailure {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (isRecord(response) && typeof response.error === 'string' && !('statusCode' in response)) {
      return { status, body: response as unknown as ApiFailure };
    }
    const message = isRecord(response) ? response.message : response;
    const text = Array.isArray(message) ? message.join(', ') : String(message ?? exception.message);
    return { status, body: { error: text } };
  }
  if (isRecord(exception)) {
    if (exception.code === 11000) {
      return { status: 409, body: { error: 'Resource already exists' } };
    }
    const statusCode = exception.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      return { status: statusCode, body: { error: String(exception.message ?? 'Bad request') } };
    }
  }
  return { status: 500, body: { error: 'Internal server error' } };
}
