import type { ReportAction, ReportAppealItemDto } from '@tessera/contracts';
import type { QueueItem } from './queue-item.schema';

/** An appealed item as the appeals list shows it; only items with an appeal and a decision. */
export function toReportAppealDto(
  item: QueueItem & { appeal: NonNullable<QueueItem['appeal']> },
): ReportAppealItemDto {
  const decision = item.appeal.decision;
  return {
    reportId: item._id,
    creatorId: item.creatorId,
    targetType: item.targetType,
    targetId: item.targetId,
    reason: item.reason,
    action: (item.resolution?.action ?? 'dismiss') as ReportAction,
    resolutionNotes: item.resolution?.notes ?? '',
    message: item.appeal.message,
    submittedAt: new Date(item.appeal.at).toISOString(),
    status: item.appeal.status,
    decisionNotes: decision?.notes ?? null,
    decidedBy: decision?.decidedBy ?? null,
    decidedAt: decision ? new Date(decision.decidedAt).toISOString() : null,
  };
}
