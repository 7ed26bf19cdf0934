import { Inject, Injectable } from '@nestjs/common';
import type { AppealDecision, ReportAction, ReportAppealItemDto } from '@tessera/contracts';
import { buildEvent, conflict, notFound } from '@tessera/platform';
import { ModerationTargetsPort } from './moderation-targets';
import { type Moderator, queueAudit } from './moderator';
import { toReportAppealDto } from './report-appeal.mapper';
import type { QueueAppeal, QueueItem } from './queue-item.schema';
import { ReportQueueRepository } from './report-queue.repository';
import { accountChange } from './resolve-report.usecase';

const NO_SUCH_APPEAL = 'No appeal on this report';
const APPEAL_ALREADY_DECIDED = 'This appeal has been decided already';

type Queue = Pick<ReportQueueRepository, 'find' | 'decideAppeal'>;
type Appealed = QueueItem & { appeal: QueueAppeal };

/**
 * An admin upholds or overturns a creator's appeal of a report decision. Overturning undoes the
 * action first, in the service that owns the target: content restores the removed post,
 * messaging the removed message, auth reactivates the suspended or banned account (a warning has
 * nothing to undo). Then the appeal is settled with its audit entry (`user.appeal_decided`) and
 * `report.appeal_decided`, from which messaging tells the creator. A failed undo changes nothing.
 */
@Injectable()
export class DecideReportAppealUseCase {
  constructor(
    @Inject(ReportQueueRepository) private readonly queue: Queue,
    private readonly targets: ModerationTargetsPort,
  ) {}

  async execute(
    reportId: string,
    moderator: Moderator,
    decision: AppealDecision,
    notes: string,
  ): Promise<ReportAppealItemDto> {
    const item = await this.queue.find(reportId);
    if (!item?.appeal || !item.resolution || !item.creatorId) throw notFound(NO_SUCH_APPEAL);
    if (item.appeal.status !== 'pending') throw conflict(APPEAL_ALREADY_DECIDED);
    const action = item.resolution.action as ReportAction;
    if (decision === 'overturn') await this.undo(item as Appealed, action, moderator, notes);

    const decidedAt = new Date();
    const appeal: QueueAppeal = {
      ...item.appeal,
      status: decision === 'overturn' ? 'overturned' : 'upheld',
      decision: { decision, notes, decidedBy: moderator.id, decidedAt },
    };
    const events = [
      queueAudit('user.appeal_decided', item, moderator, {
        reason: notes,
        before: { appeal: 'pending', action },
        after: { appeal: appeal.status, action: decision === 'overturn' ? 'undone' : action },
      }),
      buildEvent(
        'report.appeal_decided',
        {
          reportId,
          creatorId: item.creatorId,
          decision,
          action,
          notes,
          decidedAt: decidedAt.toISOString(),
        },
        { producer: 'admin', key: reportId, actorId: moderator.id },
      ),
    ];
    const decided = await this.queue.decideAppeal(reportId, appeal, events);
    if (!decided?.appeal) throw conflict(APPEAL_ALREADY_DECIDED);
    return toReportAppealDto(decided as Appealed);
  }

  private async undo(
    item: Appealed,
    action: ReportAction,
    moderator: Moderator,
    notes: string,
  ): Promise<void> {
    if (action === 'remove_content') await this.targets.restorePost(item.targetId, moderator.id);
    if (action === 'remove_message') {
      await this.targets.restoreMessage(item.targetId, moderator.id);
    }
    if ((action === 'suspend_creator' || action === 'ban_user') && item.creatorId) {
      await this.targets.changeAccountStatus(
        item.creatorId,
        'active',
        accountChange(moderator, notes || 'Appeal accepted'),
      );
    }
  }
}
