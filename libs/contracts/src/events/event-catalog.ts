import type { z } from 'zod';
import { auditLogSchema } from './audit-events';
import {
  contentFlaggedSchema,
  messageSentSchema,
  subscriptionCreatedSchema,
} from './domain-events';
import type { EventEnvelope } from './event-envelope';
import { userRegisteredSchema, userUpdatedSchema } from './user-events';

/** Every event type with its current payload schema and version. The topic is the type. */
export const EVENT_CATALOG = {
  'user.registered': { version: 1, schema: userRegisteredSchema },
  'user.updated': { version: 1, schema: userUpdatedSchema },
  'audit.log': { version: 1, schema: auditLogSchema },
  'subscription.created': { version: 1, schema: subscriptionCreatedSchema },
  'content.flagged': { version: 1, schema: contentFlaggedSchema },
  'message.sent': { version: 1, schema: messageSentSchema },
} as const;

export type EventType = keyof typeof EVENT_CATALOG;
export type EventData<T extends EventType> = z.output<(typeof EVENT_CATALOG)[T]['schema']>;
export type EventInput<T extends EventType> = z.input<(typeof EVENT_CATALOG)[T]['schema']>;
export type TypedEvent<T extends EventType> = EventEnvelope<T, EventData<T>>;

export const EVENT_TYPES = Object.keys(EVENT_CATALOG) as EventType[];

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(EVENT_CATALOG, value);
}
