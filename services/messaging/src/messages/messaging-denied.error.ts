import { HttpException, HttpStatus } from '@nestjs/common';
import type { AccessDenied } from '@tessera/rules';

/**
 * A denial from the spec's messaging checks: the exact reason as `error`, with the tier that would
 * lift it and where to get it, for HTTP callers and socket acks alike.
 */
export class MessagingDeniedError extends HttpException {
  constructor(readonly decision: AccessDenied) {
    const { allowed: _allowed, reason, ...details } = decision;
    super(
      { error: reason, ...details },
      decision.upgradeUrl === '/login' ? HttpStatus.UNAUTHORIZED : HttpStatus.FORBIDDEN,
    );
  }
}
