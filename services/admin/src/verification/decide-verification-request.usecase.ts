import { Inject, Injectable } from '@nestjs/common';
import type { VerificationDecisionRequest } from '@tessera/contracts';
import {
  APP_LOGGER,
  buildAuditEvent,
  conflict,
  Mailer,
  notFound,
  SERVICE_CONFIG,
  type RequestContext,
} from '@tessera/platform';
import type { Logger } from 'pino';
import type { AdminConfig } from '../config/admin-config';
import { verificationApprovedMail, verificationRejectedMail } from './verification-decision.copy';
import type { VerificationRequest } from './verification-request.schema';
import { VerificationRequestsRepository } from './verification-requests.repository';
import { VerificationServicesPort } from './verification-services.client';

const NOT_FOUND = 'Verification request not found';

type Requests = Pick<VerificationRequestsRepository, 'findById' | 'decide'>;
type MailSender = Pick<Mailer, 'sendInBackground'>;

const STATUS_OF = { approve: 'approved', reject: 'rejected' } as const;

/**
 * An admin approves or rejects a request. The same decision again answers the request as it is;
 * a different one on a decided request is refused. Auth sets the account's verification status
 * (and `isVerified`), the decision is stored with its `verification.decided` audit, and the
 * creator is told either way.
 */
@Injectable()
export class DecideVerificationRequestUseCase {
  constructor(
    @Inject(VerificationRequestsRepository) private readonly requests: Requests,
    private readonly services: VerificationServicesPort,
    @Inject(Mailer) private readonly mailer: MailSender,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AdminConfig, 'PUBLIC_WEB_URL'>,
    @Inject(APP_LOGGER) private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  async execute(
    requestId: string,
    adminId: string,
    { decision, notes }: VerificationDecisionRequest,
    context?: RequestContext,
  ): Promise<VerificationRequest> {
    const status = STATUS_OF[decision];
    const current = await this.requests.findById(requestId);
    if (!current) throw notFound(NOT_FOUND);
    if (current.status !== 'pending') return this.alreadyDecided(current, status);

    await this.services.setVerificationStatus(current.userId, {
      verificationStatus: decision === 'approve' ? 'verified' : 'rejected',
      actorId: adminId,
      ...(context
        ? {
            actorIp: context.ipAddress.slice(0, 100),
            actorUserAgent: context.userAgent.slice(0, 300),
          }
        : {}),
    });
    const audit = buildAuditEvent(
      'admin',
      {
        action: 'verification.decided',
        outcome: 'success',
        userId: current.userId,
        actorId: adminId,
        resource: 'verification.request',
        resourceId: requestId,
        details: { decision },
        ...(notes ? { reason: notes } : {}),
        before: { status: 'pending' },
        after: { status },
      },
      context,
    );
    const decided = await this.requests.decide(
      requestId,
      { status, reviewedAt: new Date(), reviewedBy: adminId, notes: notes || null },
      [audit],
    );
    if (!decided) {
      // Another admin decided between the read and the write.
      const latest = await this.requests.findById(requestId);
      return this.alreadyDecided(latest!, status);
    }
    await this.tell(decided);
    return decided;
  }

  private alreadyDecided(request: VerificationRequest, status: 'approved' | 'rejected') {
    if (request.status !== status) {
      throw conflict(`This request was already ${request.status}`);
    }
    return request;
  }

  private async tell(request: VerificationRequest): Promise<void> {
    const contact = await this.services.contactOf(request.userId);
    if (!contact) {
      this.logger.warn({ userId: request.userId }, 'no email known; verification not mailed');
      return;
    }
    const name = contact.displayName || 'there';
    const url = new URL('/settings/verification', this.config.PUBLIC_WEB_URL).toString();
    this.mailer.sendInBackground(
      request.status === 'approved'
        ? verificationApprovedMail(contact.email, name, url)
        : verificationRejectedMail(contact.email, name, request.notes ?? '', url),
    );
  }
}
