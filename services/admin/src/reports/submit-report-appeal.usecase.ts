import { Inject, Injectable } from '@nestjs/common';
import { buildAuditEvent, conflict, notFound, type RequestContext } from '@tessera/platform';
import { ReportQueueRepository } from './report-queue.repository';

export const ALREADY_APPEALED = 'You have already appealed this decision';
const NOTHING_TO_APPEAL = 'There is no decision against you to appeal on this report';

/** Decisions a creator may appeal: those that acted against them. */
const APPEALABLE = [
  'remove_content',
  'remove_message',
  'warn_creator',
  'suspend_creator',
  'ban_user',
];

type Queue = Pick<ReportQueueRepository, 'find' | 'appeal'>;

/**
 * The creator a report was decided against appeals it, once, in their own words; the appeal is
 * kept on the queue item for the moderators and audited as `user.appeal_submitted`.
 */
@Injectable()
export class SubmitReportAppealUseCase {
  constructor(@Inject(ReportQueueRepository) private readonly queue: Queue) {}

  async execute(
    creatorId: string,
    reportId: string,
    message: string,
    context: RequestContext,
  ): Promise<{ reportId: string }> {
    const item = await this.queue.find(reportId);
    // Someone else's report reads as missing, so its existence is not disclosed.
    if (!item || item.creatorId !== creatorId) throw notFound(NOTHING_TO_APPEAL);
    if (!item.resolution || !APPEALABLE.includes(item.resolution.action)) {
      throw notFound(NOTHING_TO_APPEAL);
    }
    if (item.appeal) throw conflict(ALREADY_APPEALED);
    const audit = buildAuditEvent(
      'admin',
      {
        action: 'user.appeal_submitted',
        outcome: 'success',
        userId: creatorId,
        resource: 'report',
        resourceId: reportId,
        reason: message,
        details: { decision: item.resolution.action },
      },
      context,
    );
    const appealed = await this.queue.appeal(
      reportId,
      { message, at: new Date(), status: 'pending', decision: null },
      [audit],
    );
    if (!appealed) throw conflict(ALREADY_APPEALED);
    return { reportId };
  }
}
