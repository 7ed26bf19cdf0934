import { type AuditAction, type AuditEntryDto, auditCategoryOf } from '@tessera/contracts';
import type { AuditEntry } from './audit-entry.schema';

export function toAuditEntryDto(entry: AuditEntry): AuditEntryDto {
  const action = entry.action as AuditAction;
  return {
    id: entry._id,
    sequence: entry.sequence,
    action,
    category: auditCategoryOf(action),
    outcome: entry.outcome as AuditEntryDto['outcome'],
    actorId: entry.actorId,
    userId: entry.userId,
    resource: entry.resource,
    resourceId: entry.resourceId,
    reason: entry.reason,
    before: entry.before,
    after: entry.after,
    details: entry.details,
    ipAddress: entry.ipAddress,
    userAgent: entry.userAgent,
    producer: entry.producer,
    correlationId: entry.correlationId,
    occurredAt: entry.occurredAt.toISOString(),
    sealedBy: entry.sealedBy,
  };
}
