import { Inject, Injectable } from '@nestjs/common';
import { badRequest, Mailer, notFound, REDIS_CLIENT, type RequestContext } from '@tessera/platform';
import type { Redis } from 'ioredis';
import { AccountTokensRepository } from '../account-tokens/account-tokens.repository';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { auditEvent } from '../events/auth-event.builder';
import { emailChangedMail, emailChangeMail, linkTo } from '../mail/account-mails';
import { AccountProof, type Proof } from '../two-factor/account-proof';
import type { User } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';

export const EMAIL_CHANGE_SENT =
  'Check your new inbox: the change applies once you open the link we sent there.';
export const INVALID_EMAIL_CHANGE_LINK =
  'This confirmation link is invalid, has expired, or the address is no longer free. Please ask again from Settings.';
export const SAME_EMAIL = 'That is already your email address';

/** How long the link to the new address works. */
const EMAIL_CHANGE_TTL_MINUTES = 60;

/** The address waiting for confirmation, beside the single-use token mailed to it. */
const pendingKey = (userId: string) => `auth:email-change:${userId}`;

/**
 * Moves an account to a new email address, only once the new mailbox confirms it: the request is
 * confirmed by the password or a code, a link goes to the new address, and opening it makes the
 * change and tells the old address. A taken address gets no mail, and the answer is the same, so
 * the form cannot be used to find out who has an account.
 */
@Injectable()
export class ChangeEmail {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly proof: AccountProof,
    private readonly mailer: Mailer,
  ) {}

  async request(
    userId: string,
    newEmail: string,
    proof: Proof,
    context: RequestContext,
  ): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('Account not found');
    if (user.email === newEmail) throw badRequest(SAME_EMAIL);
    await this.proof.confirm(user, proof, context);
    if (await this.users.findByEmail(newEmail)) return;
    const ttlMs = EMAIL_CHANGE_TTL_MINUTES * 60_000;
    const token = await this.tokens.issue(userId, 'change-email', ttlMs);
    await this.redis.set(pendingKey(userId), newEmail, 'EX', EMAIL_CHANGE_TTL_MINUTES * 60);
    const url = linkTo(this.config.PUBLIC_WEB_URL, '/confirm-email', token);
    this.mailer.sendInBackground(
      emailChangeMail(newEmail, user.displayName, url, EMAIL_CHANGE_TTL_MINUTES),
    );
  }

  /** Applies the change the link stands for; the old address hears about it. */
  async confirm(token: string, context: RequestContext): Promise<User> {
    const userId = await this.tokens.consume(token, 'change-email');
    const newEmail = userId ? await this.redis.get(pendingKey(userId)) : null;
    const user = userId ? await this.users.findById(userId) : null;
    if (!userId || !newEmail || !user || (await this.users.findByEmail(newEmail))) {
      throw badRequest(INVALID_EMAIL_CHANGE_LINK);
    }
    const updated = await this.users
      .update(userId, { email: newEmail, emailVerified: true }, [
        auditEvent(
          {
            action: 'user.email_changed',
            outcome: 'success',
            userId,
            resource: 'user',
            resourceId: userId,
          },
          context,
        ),
      ])
      .catch((error: { code?: number }) => {
        // Taken between the check and the write: the unique index decides.
        if (error.code === 11000) throw badRequest(INVALID_EMAIL_CHANGE_LINK);
        throw error;
      });
    if (!updated) throw badRequest(INVALID_EMAIL_CHANGE_LINK);
    await this.redis.del(pendingKey(userId));
    this.mailer.sendInBackground(
      emailChangedMail(user.email, user.displayName, newEmail, this.config.PUBLIC_WEB_URL),
    );
    return updated;
  }
}
