import type { Model, Schema } from 'mongoose';

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Drops `undefined` values, in nested objects and arrays too, as mongoose does before it writes:
 * the driver would store them as null, and a null is a value to a sparse unique index where a
 * missing field is not.
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withoutUndefined(item)) as T;
  if (!isPlainObject(value)) return value;
  const kept: Plain = {};
  for (const key of Object.keys(value)) {
    if (value[key] !== undefined) kept[key] = withoutUndefined(value[key]);
  }
  return kept as T;
}

function timestampFields(schema: Schema): { createdAt?: string; updatedAt?: string } {
  const stamps = (schema as { $timestamps?: { createdAt?: string; updatedAt?: string } })
    .$timestamps;
  return stamps ?? {};
}

/**
 * A new document exactly as `Model.create` would store it (cast to the schema, defaults applied,
 * timestamps set, validated), for the driver's `insertOne`: a mongoose document costs about three
 * times the CPU of the write itself, and the hottest writes of a service are inserts.
 */
export async function documentForInsert<T extends object>(
  model: Model<T>,
  doc: Partial<T>,
): Promise<T> {
  const prepared = withoutUndefined(model.castObject(doc) as Plain);
  model.applyDefaults(prepared);
  const { createdAt, updatedAt } = timestampFields(model.schema);
  const now = new Date();
  if (createdAt && prepared[createdAt] === undefined) prepared[createdAt] = now;
  if (updatedAt && prepared[updatedAt] === undefined) prepared[updatedAt] = now;
  const versionKey = model.schema.get('versionKey');
  if (typeof versionKey === 'string' && prepared[versionKey] === undefined) {
    prepared[versionKey] = 0;
  }
  await model.validate(prepared);
  return prepared as T;
}

/** Inserts `doc` through the driver as `Model.create` would, and returns what was stored. */
export async function insertDocument<T extends object>(
  model: Model<T>,
  doc: Partial<T>,
): Promise<T> {
  const prepared = await documentForInsert(model, doc);
  await model.collection.insertOne(prepared as never);
  return prepared;
}

/**
 * Inserts several documents through the driver as `Model.insertMany` would; `ordered: false` goes
 * on past a failed one (a duplicate) and reports every failure in the error's `writeErrors`.
 */
export async function insertDocuments<T extends object>(
  model: Model<T>,
  docs: Array<Partial<T>>,
  options: { ordered?: boolean } = {},
): Promise<T[]> {
  const prepared = await Promise.all(docs.map((doc) => documentForInsert(model, doc)));
  if (prepared.length > 0) {
    await model.collection.insertMany(prepared as never[], { ordered: options.ordered ?? true });
  }
  return prepared;
}

const FIELD_OPERATORS = ['$set', '$setOnInsert', '$unset', '$inc'] as const;

/**
 * An update for the driver as mongoose would send it, for callers that pass values of the
 * schema's types already: `undefined` dropped, fields the schema does not know left out (mongoose's
 * strict mode) and `updatedAt` set when the schema keeps it.
 */
export function updateForDriver(schema: Schema, update: Plain): Plain {
  const cleaned = withoutUndefined(update);
  for (const operator of FIELD_OPERATORS) {
    const fields = cleaned[operator] as Plain | undefined;
    if (!fields) continue;
    for (const field of Object.keys(fields)) {
      // Dotted paths (positions, nested fields) are kept: the caller names them on purpose.
      if (!field.includes('.') && schema.pathType(field) === 'adhocOrUndefined') {
        delete fields[field];
      }
    }
  }
  const { updatedAt } = timestampFields(schema);
  if (!updatedAt) return cleaned;
  const set = (cleaned.$set as Plain | undefined) ?? {};
  if (set[updatedAt] !== undefined) return cleaned;
  return { ...cleaned, $set: { ...set, [updatedAt]: new Date() } };
}
