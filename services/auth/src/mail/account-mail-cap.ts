import { Inject, Injectable } from '@nestjs/common';
import type { AuditAction, TypedEvent } from '@tessera/contracts';
import { REDIS_CLIENT, type RequestContext } from '@tessera/platform';
import type { Redis } from 'ioredis';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { auditEvent } from '../events/auth-event.builder';

/** Mails anyone can have sent to an address by asking for them. */
export type RequestedMail = 'password-reset' | 'sign-in-link';

const WINDOW_SECONDS = 3600;

const capKey = (kind: RequestedMail, email: string) =>
  `auth:mail-cap:${kind}:${email.toLowerCase()}`;

/**
 * At most `ACCOUNT_MAIL_MAX_PER_HOUR` mails of each requested kind to one address an hour, counted
 * in Redis so every replica shares the count: asking again cannot flood a mailbox. Callers answer
 * a refused request exactly as a sent one, so the answer tells nothing about the cap or the account.
 */
@Injectable()
export class AccountMailCap {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** Counts one more mail of `kind` to `email`; false when the hour's allowance is spent. */
  async take(kind: RequestedMail, email: string): Promise<boolean> {
    const key = capKey(kind, email);
    // The window starts with the first mail; NX keeps later mails from pushing its end back.
    const replies = await this.redis.multi().incr(key).expire(key, WINDOW_SECONDS, 'NX').exec();
    const [error, count] = replies?.[0] ?? [new Error('no reply to the mail count')];
    if (error) throw error;
    return Number(count) <= this.config.ACCOUNT_MAIL_MAX_PER_HOUR;
  }
}

/** Records a request the cap refused: an address mailed this often may be under attack. */
export function mailCapReachedAudit(
  action: Extract<AuditAction, 'user.password_reset_requested' | 'user.login_link_requested'>,
  userId: string,
  context: RequestContext,
): TypedEvent<'audit.log'> {
  return auditEvent(
    {
      action,
      outcome: 'failure',
      userId,
      resource: 'user',
      resourceId: userId,
      details: { reason: 'hourly mail cap reached' },
    },
    context,
  );
}
