import { createHash, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { InternalApiSettings } from '../config/env-schemas';
import { forbidden, unauthorized } from '../http/api-errors';
import { SERVICE_CONFIG } from '../service/service-config';

/** The header a caller of an internal route puts the shared token in. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const INTERNAL_TOKEN_MISSING = 'Internal token required';
export const INTERNAL_TOKEN_WRONG = 'Internal token not accepted';

/** Equal-length digests, so the comparison takes as long whatever the sent token's length. */
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Admits calls between services that carry the shared `INTERNAL_API_TOKEN` in
 * `x-internal-token`: 401 without it, 403 with another value. Internal routes are never behind
 * the gateway; the token keeps them closed to anything else that reaches the service's port.
 */
@Injectable()
export class InternalCallGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(@Inject(SERVICE_CONFIG) config: Partial<InternalApiSettings>) {
    if (!config.INTERNAL_API_TOKEN) {
      // A wiring mistake: the service serves internal routes without the setting in its schema.
      throw new Error('InternalCallGuard needs INTERNAL_API_TOKEN in the service config');
    }
    this.expected = digest(config.INTERNAL_API_TOKEN);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | string[] | undefined> }>();
    const sent = request.headers[INTERNAL_TOKEN_HEADER];
    if (typeof sent !== 'string' || sent.length === 0) throw unauthorized(INTERNAL_TOKEN_MISSING);
    if (!timingSafeEqual(digest(sent), this.expected)) throw forbidden(INTERNAL_TOKEN_WRONG);
    return true;
  }
}
