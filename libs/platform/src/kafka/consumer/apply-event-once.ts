import type { Model, Schema, UpdateQuery } from 'mongoose';
import { isDuplicateKeyError } from '../../mongo/is-duplicate-key-error';

/** Field on a consumer's documents listing the latest events already applied to them. */
export const APPLIED_EVENTS_FIELD = 'appliedEvents';
/** Redeliveries come close together; the last ids per document are enough to recognise them. */
const APPLIED_EVENTS_KEPT = 50;

export type ApplyOutcome = 'applied' | 'duplicate' | 'missing';

/** Adds the list of applied event ids to the schema of documents that events change. */
export function appliedEventsPlugin(schema: Schema): void {
  schema.add({ [APPLIED_EVENTS_FIELD]: { type: [String], default: undefined } });
}

/**
 * Applies an event's effect to one document and records the event id in the same write, so a
 * redelivery can never apply it twice, even between a crash and the consumer's bookkeeping. With
 * `upsert`, a missing document is created.
 */
export async function applyEventOnce<T>(
  model: Model<T>,
  eventId: string,
  filter: Record<string, unknown>,
  update: UpdateQuery<T>,
  options: { upsert?: boolean } = {},
): Promise<ApplyOutcome> {
  if (!model.schema.path(APPLIED_EVENTS_FIELD)) {
    throw new Error(`${model.modelName} must use appliedEventsPlugin to apply events once`);
  }
  const { $push, ...rest } = update as { $push?: Record<string, unknown> };
  const recorded = {
    ...rest,
    $push: {
      ...$push,
      [APPLIED_EVENTS_FIELD]: { $each: [eventId], $slice: -APPLIED_EVENTS_KEPT },
    },
  } as UpdateQuery<T>;
  try {
    const result = await model.updateOne(
      { ...filter, [APPLIED_EVENTS_FIELD]: { $ne: eventId } },
      recorded,
      { upsert: options.upsert ?? false },
    );
    if (result.matchedCount > 0 || result.upsertedCount > 0) return 'applied';
  } catch (error) {
    // An upsert that collides with the document that already holds this event id.
    if (!isDuplicateKeyError(error)) throw error;
  }
  const seen = await model.exists({ ...filter, [APPLIED_EVENTS_FIELD]: eventId });
  return seen ? 'duplicate' : 'missing';
}
