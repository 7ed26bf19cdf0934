import type { EventEnvelope } from '@tessera/contracts';
import { Schema } from 'mongoose';

/** Field names the outbox owns on every aggregate document. */
export const OUTBOX_FIELD = 'outbox';
export const OUTBOX_PENDING_FIELD = 'outboxPending';
export const OUTBOX_PARKED_FIELD = 'outboxParked';

export interface ParkedEvent {
  event: EventEnvelope;
  reason: string;
  parkedAt: Date;
}

export interface WithOutbox {
  outbox: EventEnvelope[];
  outboxPending?: boolean;
  outboxParked?: ParkedEvent[];
}

/**
 * Adds the outbox to an aggregate's schema: the waiting events, a flag set only while some wait
 * (indexed sparsely, so the relay finds pending documents without scanning the collection) and the
 * events parked because they could not be published.
 */
export function outboxPlugin(schema: Schema): void {
  schema.add({
    [OUTBOX_FIELD]: { type: [Schema.Types.Mixed], default: [] },
    [OUTBOX_PENDING_FIELD]: { type: Boolean },
    [OUTBOX_PARKED_FIELD]: { type: [Schema.Types.Mixed], default: undefined },
  });
  schema.index({ [OUTBOX_PENDING_FIELD]: 1 }, { sparse: true });
}
