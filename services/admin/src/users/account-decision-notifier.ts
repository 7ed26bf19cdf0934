import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AccountStatus } from '@tessera/contracts';
import { APP_LOGGER, Mailer, SERVICE_CONFIG } from '@tessera/platform';
import type { Logger } from 'pino';
import type { AdminConfig } from '../config/admin-config';
import { appealUpheldMail, reinstatedMail, statusChangeMail } from './account-decision-mails';
import { AdminUsersRepository } from './admin-users.repository';
import type { Appeal } from './appeal.schema';
import { AppealsRepository } from './appeals.repository';

/** How long the appeal link of a suspension or ban works. */
export const APPEAL_WINDOW_DAYS = 30;

export const hashAppealToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Recipients = Pick<AdminUsersRepository, 'find'>;
type AppealGrants = Pick<AppealsRepository, 'open'>;
type MailSender = Pick<Mailer, 'sendInBackground'>;

/**
 * Tells users what admins decided about their accounts. A suspension or ban comes with a link to
 * appeal it once: a random token whose hash alone is stored, since the user cannot sign in.
 */
@Injectable()
export class AccountDecisionNotifier {
  constructor(
    @Inject(AdminUsersRepository) private readonly users: Recipients,
    @Inject(AppealsRepository) private readonly appeals: AppealGrants,
    @Inject(Mailer) private readonly mailer: MailSender,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AdminConfig, 'PUBLIC_WEB_URL'>,
    @Inject(APP_LOGGER) private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  async statusChanged(
    userId: string,
    status: AccountStatus,
    previousStatus: AccountStatus,
    reason: string,
  ): Promise<void> {
    const recipient = await this.recipient(userId);
    if (status === 'suspended' || status === 'banned') {
      const token = randomBytes(32).toString('base64url');
      await this.appeals.open({
        _id: randomUUID(),
        userId,
        tokenHash: hashAppealToken(token),
        appealedStatus: status,
        statusReason: reason,
        expiresAt: new Date(Date.now() + APPEAL_WINDOW_DAYS * 86_400_000),
      });
      if (!recipient) return;
      const url = this.link('/appeal', token);
      this.mailer.sendInBackground(
        statusChangeMail(recipient.email, recipient.name, status, reason, url, APPEAL_WINDOW_DAYS),
      );
    } else if (
      status === 'active' &&
      (previousStatus === 'suspended' || previousStatus === 'banned')
    ) {
      if (!recipient) return;
      this.mailer.sendInBackground(
        reinstatedMail(recipient.email, recipient.name, reason, this.link('/login')),
      );
    }
  }

  async appealDecided(appeal: Appeal, reinstated: boolean, notes: string): Promise<void> {
    const recipient = await this.recipient(appeal.userId);
    if (!recipient) return;
    this.mailer.sendInBackground(
      reinstated
        ? reinstatedMail(recipient.email, recipient.name, notes, this.link('/login'))
        : appealUpheldMail(
            recipient.email,
            recipient.name,
            notes,
            this.link('/help/community-guidelines'),
          ),
    );
  }

  private async recipient(userId: string): Promise<{ email: string; name: string } | null> {
    const user = await this.users.find(userId);
    if (!user?.email) {
      this.logger.warn({ userId }, 'no email known for the account; its decision is not mailed');
      return null;
    }
    return { email: user.email, name: user.displayName || user.username || 'there' };
  }

  private link(path: string, token?: string): string {
    const url = new URL(path, this.config.PUBLIC_WEB_URL);
    if (token) url.searchParams.set('token', token);
    return url.toString();
  }
}
