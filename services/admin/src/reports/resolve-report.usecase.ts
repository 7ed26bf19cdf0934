import { Inject, Injectable } from '@nestjs/common';
import {
  type QueueItemDto,
  REPORT_ACTIONS_BY_TARGET,
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
const TARGET_NAMES = { post: 'a post', user: 'a user', message: 'a message' } as const;
const actionDoesNotFit = (item: Pick<QueueItem, 'targetType'>) =>
  `A report of ${TARGET_NAMES[item.targetType]} is settled with one of: ${REPORT_ACTIONS_BY_TARGET[
    item.targetType
  ].join(', ')}`;
export const NO_ONE_TO_ACT_ON = 'This report names no creator to warn or suspend';

type Queue = Pick<ReportQueueRepository, 'find' | 'resolve'>;

/** What each action asks of auth for the account that answers for the target. */
const ACCOUNT_STATUS_BY_ACTION = { suspend_creator: 'suspended', ban_user: 'banned' } as const;

/**
 * Settles a report with an action that fits its target (see `REPORT_ACTIONS_BY_TARGET`): the
 * owning service carries out the action first (content removes the post, messaging the message,
 * auth suspends or bans the account), then the item is resolved with its audit entries and
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
    if (action === 'remove_content' || action === 'remove_message') {
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
    if (!REPORT_ACTIONS_BY_TARGET[item.targetType].includes(action)) {
      throw badRequest(actionDoesNotFit(item));
    }
    if (action === 'remove_content') {
      await this.targets.removePost(item.targetId, notes, moderator.id);
    }
    if (action === 'remove_message') {
      await this.targets.removeMessage(item.targetId, notes, moderator.id);
    }
    if (action === 'dismiss' || action === 'remove_content' || action === 'remove_message') return;
    if (!item.creatorId) throw badRequest(NO_ONE_TO_ACT_ON);
    if (action === 'suspend_creator' || action === 'ban_user') {
      await this.targets.changeAccountStatus(
        item.creatorId,
        ACCOUNT_STATUS_BY_ACTION[action],
        accountChange(moderator, notes || `Reported: ${REPORT_REASON_LABELS[item.reason]}`),
      );
    }
  }
}

/** Who changes an account's status, and why, as auth records it. */
export function accountChange(moderator: Moderator, reason: string) {
  return {
    reason,
    actorId: moderator.id,
    actorIp: moderator.context.ipAddress.slice(0, 100),
    actorUserAgent: moderator.context.userAgent.slice(0, 300),
  };
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
