import type { z } from 'zod';
import { auditDigestSchema, auditLogSchema } from './audit-events';
import { bannedTermsChangedSchema } from './banned-terms-events';
import {
  contentUnlockedSchema,
  messageUnlockedSchema,
  paymentRefundedSchema,
  subscriptionCanceledSchema,
  subscriptionExpiredSchema,
  subscriptionPriceChangingSchema,
  subscriptionRenewedSchema,
  subscriptionUpdatedSchema,
  tipSentSchema,
} from './billing-events';
import {
  contentCommentedSchema,
  contentEngagementChangedSchema,
  contentLikedSchema,
  contentModeratedSchema,
  contentPublishedSchema,
  contentRemovedSchema,
  contentResubmittedSchema,
  contentUpdatedSchema,
  mediaProcessedSchema,
} from './content-events';
import {
  contentFlaggedSchema,
  messageSentSchema,
  subscriptionCreatedSchema,
} from './domain-events';
import { deadLetterTopic, type EventEnvelope } from './event-envelope';
import { presenceChangedSchema, socketConnectionSchema } from './presence-events';
import {
  contentReviewRequestedSchema,
  reportAppealDecidedSchema,
  reportResolvedSchema,
  reportSubmittedSchema,
} from './report-events';
import { settingsChangedSchema } from './settings-events';
import { supportTicketRepliedSchema } from './ticket-events';
import {
  sessionRevokedSchema,
  userDeletedSchema,
  userRegisteredSchema,
  userStatusChangedSchema,
  userUpdatedSchema,
} from './user-events';

/**
 * Turns the payload of an older version into the next version's shape, so consumers always handle
 * the current one. An entry's `upcasters[n]` converts version n to n + 1.
 */
export type Upcaster = (data: unknown) => unknown;

interface CatalogEntry {
  version: number;
  schema: z.ZodType;
  upcasters?: Readonly<Record<number, Upcaster>>;
}

/** Every event type with its current payload schema and version. The topic is the type. */
export const EVENT_CATALOG = {
  'user.registered': { version: 1, schema: userRegisteredSchema },
  'user.updated': { version: 1, schema: userUpdatedSchema },
  'user.status_changed': { version: 1, schema: userStatusChangedSchema },
  'session.revoked': { version: 1, schema: sessionRevokedSchema },
  'user.deleted': { version: 1, schema: userDeletedSchema },
  'audit.log': { version: 1, schema: auditLogSchema },
  'audit.digest': { version: 1, schema: auditDigestSchema },
  'subscription.created': { version: 1, schema: subscriptionCreatedSchema },
  'subscription.renewed': { version: 1, schema: subscriptionRenewedSchema },
  'subscription.updated': { version: 1, schema: subscriptionUpdatedSchema },
  'subscription.canceled': { version: 1, schema: subscriptionCanceledSchema },
  'subscription.expired': { version: 1, schema: subscriptionExpiredSchema },
  'subscription.price_changing': { version: 1, schema: subscriptionPriceChangingSchema },
  'content.unlocked': { version: 1, schema: contentUnlockedSchema },
  'message.unlocked': { version: 1, schema: messageUnlockedSchema },
  'tip.sent': { version: 1, schema: tipSentSchema },
  'payment.refunded': { version: 1, schema: paymentRefundedSchema },
  'content.published': { version: 1, schema: contentPublishedSchema },
  'content.updated': { version: 1, schema: contentUpdatedSchema },
  'content.removed': { version: 1, schema: contentRemovedSchema },
  'content.resubmitted': { version: 1, schema: contentResubmittedSchema },
  'content.moderated': { version: 1, schema: contentModeratedSchema },
  'content.commented': { version: 1, schema: contentCommentedSchema },
  'content.liked': { version: 1, schema: contentLikedSchema },
  'content.engagement_changed': { version: 1, schema: contentEngagementChangedSchema },
  'media.processed': { version: 1, schema: mediaProcessedSchema },
  'content.flagged': { version: 1, schema: contentFlaggedSchema },
  'content.review_requested': { version: 1, schema: contentReviewRequestedSchema },
  'report.resolved': { version: 1, schema: reportResolvedSchema },
  'support_ticket.replied': { version: 1, schema: supportTicketRepliedSchema },
  'report.submitted': { version: 1, schema: reportSubmittedSchema },
  'report.appeal_decided': { version: 1, schema: reportAppealDecidedSchema },
  'message.sent': { version: 1, schema: messageSentSchema },
  'presence.changed': { version: 1, schema: presenceChangedSchema },
  'socket.opened': { version: 1, schema: socketConnectionSchema },
  'socket.closed': { version: 1, schema: socketConnectionSchema },
  'settings.changed': { version: 1, schema: settingsChangedSchema },
  'banned_terms.changed': { version: 1, schema: bannedTermsChangedSchema },
} as const satisfies Record<string, CatalogEntry>;

export type EventType = keyof typeof EVENT_CATALOG;
export type EventData<T extends EventType> = z.output<(typeof EVENT_CATALOG)[T]['schema']>;
export type EventInput<T extends EventType> = z.input<(typeof EVENT_CATALOG)[T]['schema']>;
export type TypedEvent<T extends EventType> = EventEnvelope<T, EventData<T>>;

export const EVENT_TYPES = Object.keys(EVENT_CATALOG) as EventType[];

/** Every Kafka topic the platform uses: one per event type and its dead-letter topic. */
export const EVENT_TOPICS: readonly string[] = EVENT_TYPES.flatMap((type) => [
  type,
  deadLetterTopic(type),
]);

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(EVENT_CATALOG, value);
}

export type UpcastResult = { ok: true; data: unknown } | { ok: false; reason: string };

/** Brings a payload of any version this build knows up to the current version of its type. */
export function upcastEventData(type: EventType, version: number, data: unknown): UpcastResult {
  const entry: CatalogEntry = EVENT_CATALOG[type];
  if (version > entry.version) {
    return {
      ok: false,
      reason: `version ${version} of ${type} is newer than the ${entry.version} this consumer knows`,
    };
  }
  let current = data;
  for (let from = version; from < entry.version; from += 1) {
    const upcast = entry.upcasters?.[from];
    if (!upcast) return { ok: false, reason: `no upcaster from version ${from} of ${type}` };
    current = upcast(current);
  }
  return { ok: true, data: current };
}
