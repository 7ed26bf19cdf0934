import type { EventEnvelope } from '@tessera/contracts';

/** Events written in the same single-document write as the state change they describe. */
export interface OutboxBatch {
  ownerId: string;
  events: EventEnvelope[];
}

/**
 * A place events wait until they are published. Without multi-document transactions, each store
 * keeps its events inside the document whose write produced them, so write and event are atomic.
 */
export interface OutboxStore {
  readonly name: string;
  /** Documents with events waiting, oldest first where the store can tell. */
  pending(limit: number): Promise<OutboxBatch[]>;
  /**
   * Removes events that reached the broker, for each document in one call (a relay pass clears
   * every document it sent together); a document's events are those `pending` returned for it, or
   * the first of them.
   */
  acknowledge(batches: OutboxBatch[]): Promise<void>;
  /** Moves an event that can never be published out of the way, keeping it for inspection. */
  park(ownerId: string, event: EventEnvelope, reason: string): Promise<void>;
}
