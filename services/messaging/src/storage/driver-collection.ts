import type { Model, mongo } from 'mongoose';

/**
 * The MongoDB driver's collection under a model, typed by its documents (whose ids are strings).
 * Writes and reads done on every message use it: they skip Mongoose's query building, casting and
 * per-query stack capture, which cost as much client time as the driver's own round trip.
 */
export function driverCollection<T extends { _id: string }>(model: Model<T>): mongo.Collection<T> {
  return model.collection as unknown as mongo.Collection<T>;
}
