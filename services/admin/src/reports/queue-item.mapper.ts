import type { QueueItemDto } from '@tessera/contracts';
import type { QueueItem } from './queue-item.schema';

export function toQueueItemDto(item: QueueItem): QueueItemDto {
  return {
    id: item._id,
    kind: item.kind,
    targetType: item.targetType,
    targetId: item.targetId,
    creatorId: item.creatorId,
    reason: item.reason,
    description: item.description,
    severity: item.severity,
    reporterId: item.reporterId,
    createdAt: item.createdAt.toISOString(),
    dueAt: item.dueAt.toISOString(),
    status: item.status,
    assigneeId: item.assigneeId,
    notes: item.notes.map((note) => ({
      authorId: note.authorId,
      body: note.body,
      at: new Date(note.at).toISOString(),
    })),
    resolution: item.resolution
      ? {
          action: item.resolution.action as NonNullable<QueueItemDto['resolution']>['action'],
          notes: item.resolution.notes,
          resolvedBy: item.resolution.resolvedBy,
          resolvedAt: new Date(item.resolution.resolvedAt).toISOString(),
        }
      : null,
    appealed: item.appeal !== null,
    evidence: item.evidence ?? null,
  };
}
