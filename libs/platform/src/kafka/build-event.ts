import { randomUUID } from 'node:crypto';
import {
  EVENT_CATALOG,
  type EventInput,
  type EventType,
  type TypedEvent,
} from '@tessera/contracts';

export interface EventMetadata {
  producer: string;
  /** Aggregate id; one aggregate's events share a partition. */
  key: string;
  actorId?: string;
  correlationId?: string;
}

/** Builds an envelope and validates its payload against the contract before it can be stored. */
export function buildEvent<T extends EventType>(
  type: T,
  data: EventInput<T>,
  metadata: EventMetadata,
): TypedEvent<T> {
  const { version, schema } = EVENT_CATALOG[type];
  return {
    id: randomUUID(),
    type,
    version,
    occurredAt: new Date().toISOString(),
    producer: metadata.producer,
    key: metadata.key,
    ...(metadata.actorId ? { actorId: metadata.actorId } : {}),
    ...(metadata.correlationId ? { correlationId: metadata.correlationId } : {}),
    data: schema.parse(data) as TypedEvent<T>['data'],
  };
}
