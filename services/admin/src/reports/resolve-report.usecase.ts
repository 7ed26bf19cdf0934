import { Inject, Injectable } from '@nestjs/common';
import {
  type QueueItemDto,
  REPORT_REASON_LABELS,
  type ReportAction,
  type TypedEvent,
} from '@tessera/contracts';
import { badRequest, buildEvent, conflict, notFound } from '@tessera/platform';
import { ALREADY_RESOLVED, REPORT_NOT_FOUND } from './claim-report.usecase';
import { ModerationTargetsPort } from './moderation-targets';
import { type Moderator, queueAudit } from './moderator';
import { toQueueItemDto } from './queue-item.mapper';
import type { QueueItem } from './queue-item.schema';
import { ReportQueueRepository } from './report-queue.repository';

export const REVIEWS_DECIDED_ELSEWHERE =
  'A post awaiting review is approved, rejected or deleted, not resolved as a report';
export const ONLY_POSTS_REMOVED = 'Only a reported post can be removed from here';
export const NO_ONE_TO_ACT_ON = 'This report names no creator to warn or suspend';

type Queue = Pick<ReportQueueRepository, 'find' | 'resolve'>;

/**
 * Settles a report: the owning service carries out the action first (content removes the post,
 * auth suspends the account), then the item is resolved with its audit entries and
 * `report.resolved`, from which messaging tells the reporter the outcome and the creator the
 * reason. A failed action leaves the item as it was, to be tried again.
 */
@Injectable()
export class ResolveReportUseCase {
  constructor(
    @Inject(ReportQueueRepository) private readonly queue: Queue,
    private readonly targets: ModerationTargetsPort,
  ) {}

  async execute(
    id: string,
    moderator: Moderator,
    action: ReportAction,
    notes: string,
  ): Promise<QueueItemDto> {
    const item = await this.queue.find(id);
    if (!item) throw notFound(REPORT_NOT_FOUND);
    if (item.status === 'resolved') throw conflict(ALREADY_RESOLVED);
    if (item.kind === 'review') throw badRequest(REVIEWS_DECIDED_ELSEWHERE);
    await this.carryOut(item, moderator, action, notes);

    const resolvedAt = new Date();
    const resolution = { action, notes, resolvedBy: moderator.id, resolvedAt };
    const events: TypedEvent<'audit.log' | 'report.resolved'>[] = [
      queueAudit('report.resolved', item, moderator, {
        reason: notes,
        before: { status: item.status },
        after: { status: 'resolved', action },
      }),
    ];
    if (action === 'remove_content') {
      events.push(
        queueAudit('content.moderated', item, moderator, {
          reason: notes,
          before: { removed: false },
          after: { removed: true },
        }),
      );
    }
    events.push(outcomeEvent(item, action, notes, moderator.id, resolvedAt));
    const resolved = await this.queue.resolve(id, resolution, events);
    if (!resolved) throw conflict(ALREADY_RESOLVED);
    return toQueueItemDto(resolved);
  }

  private async carryOut(
    item: QueueItem,
    moderator: Moderator,
    action: ReportAction,
    notes: string,
  ): Promise<void> {
    if (action === 'remove_content') {
      if (item.targetType !== 'post') throw badRequest(ONLY_POSTS_REMOVED);
      await this.targets.removePost(item.targetId, notes, moderator.id);
    }
    if ((action === 'warn_creator' || action === 'suspend_creator') && !item.creatorId) {
      throw badRequest(NO_ONE_TO_ACT_ON);
    }
    if (action === 'suspend_creator' && item.creatorId) {
      await this.targets.suspendAccount(item.creatorId, {
        reason: notes || `Reported: ${REPORT_REASON_LABELS[item.reason]}`,
        actorId: moderator.id,
        actorIp: moderator.context.ipAddress.slice(0, 100),
        actorUserAgent: moderator.context.userAgent.slice(0, 300),
      });
    }
  }
}

function outcomeEvent(
  item: QueueItem,
  action: ReportAction,
  notes: string,
  actorId: string,
  resolvedAt: Date,
): TypedEvent<'report.resolved'> {
  return buildEvent(
    'report.resolved',
    {
      reportId: item._id,
      targetType: item.targetType,
      targetId: item.targetId,
      contentId: item.targetType === 'post' ? item.targetId : null,
      reporterId: item.reporterId ?? actorId,
      creatorId: item.creatorId,
      action,
      reason: action === 'dismiss' ? '' : notes,
      resolvedAt: resolvedAt.toISOString(),
    },
    { producer: 'admin', key: item._id, actorId },
  );
}
