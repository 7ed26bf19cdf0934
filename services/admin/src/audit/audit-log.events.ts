import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { AdminEventListeners } from '../admin-events/admin-event-listeners';
import { AuditEntriesRepository } from './audit-entries.repository';

/** Copies every `audit.log` event into the searchable trail, once per event id. */
@Injectable()
export class AuditLogEvents implements OnModuleInit {
  constructor(
    private readonly listeners: AdminEventListeners,
    private readonly entries: AuditEntriesRepository,
  ) {}

  onModuleInit(): void {
    this.listeners.on('audit.log', (event) => this.record(event));
  }

  async record({ id, data, actorId, producer, correlationId }: TypedEvent<'audit.log'>) {
    await this.entries.record({
      _id: id,
      action: data.action,
      outcome: data.outcome,
      actorId: actorId ?? data.userId ?? null,
      userId: data.userId ?? null,
      resource: data.resource,
      resourceId: data.resourceId ?? null,
      reason: data.reason ?? null,
      before: data.before ?? null,
      after: data.after ?? null,
      details: data.details,
      ipAddress: data.ipAddress ?? null,
      userAgent: data.userAgent ?? null,
      producer,
      correlationId: correlationId ?? null,
      occurredAt: new Date(data.timestamp),
    });
  }
}
