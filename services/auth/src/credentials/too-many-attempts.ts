import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus } from '@nestjs/common';
import { ApiError } from '@tessera/platform';
import type { FastifyReply } from 'fastify';
import type { LoginRefusal } from './login-throttle';

export const SIGN_IN_LINK_REQUIRED =
  'Too many failed sign-in attempts on this account. Please sign in with a link sent to your email.';

export function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A 429 that knows when trying again makes sense. */
export class TooManyAttempts extends ApiError {
  constructor(
    error: string,
    readonly retryAfterSeconds: number,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, error);
  }
}

export function tooManyAttempts(refusal: LoginRefusal): TooManyAttempts {
  const error =
    refusal.reason === 'link-required'
      ? SIGN_IN_LINK_REQUIRED
      : waitMessage(refusal.retryAfterSeconds);
  return new TooManyAttempts(error, refusal.retryAfterSeconds);
}

/** Sends the refusal with `Retry-After`, as the gateway's own rate limit does. */
@Catch(TooManyAttempts)
export class RetryAfterFilter implements ExceptionFilter<TooManyAttempts> {
  catch(refusal: TooManyAttempts, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply
      .header('retry-after', refusal.retryAfterSeconds)
      .status(refusal.getStatus())
      .send(refusal.getResponse());
  }
}
