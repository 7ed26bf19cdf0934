import type { FilterQuery, Model, UpdateQuery } from 'mongoose';
import { isDuplicateKeyError } from './is-duplicate-key-error';

/** One conditional update of a bulk write. */
export interface BulkUpdate<TDoc> {
  filter: FilterQuery<TDoc>;
  update: UpdateQuery<TDoc>;
}

/**
 * Base of every class that stores documents of one model. It is the only code that reaches the
 * database below mongoose: repositories read and write through the model (reads with `lean()`),
 * and what they need beyond one model call, an insert that answers the stored document, a
 * duplicate-tolerant insert, a bulk of updates, is one of the small helpers here.
 */
export abstract class MongoRepository<TDoc extends object> {
  protected constructor(protected readonly model: Model<TDoc>) {}

  /** The name of the model's collection. */
  get collectionName(): string {
    return this.model.collection.collectionName;
  }

  /**
   * Stores a new document as `Model.create` does (cast to the schema, defaults applied, timestamps
   * set, validated) and answers it as stored, as a plain object.
   */
  protected async insertDocument(doc: Partial<TDoc>): Promise<TDoc> {
    const created = await this.model.create(doc);
    return created.toObject() as TDoc;
  }

  /** Stores a new document; false, storing nothing, when one with the same unique key exists. */
  protected async insertUnlessExists(doc: Partial<TDoc>): Promise<boolean> {
    try {
      await this.model.create(doc);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /**
   * Stores several new documents in one unordered write as `Model.insertMany` does; those whose
   * unique key exists already are skipped and the rest still stored, so storing the same list
   * again stores nothing twice. Every document is validated before any is written: one invalid
   * document stores none, where `insertMany` would store the valid ones and then throw.
   */
  protected async insertEachUnlessExists(docs: readonly Partial<TDoc>[]): Promise<void> {
    if (docs.length === 0) return;
    const prepared = docs.map((doc) => new this.model(doc));
    await Promise.all(prepared.map((doc) => doc.validate()));
    try {
      await this.model.insertMany(prepared, { ordered: false, throwOnValidationError: true });
    } catch (error) {
      const failures = (error as { writeErrors?: unknown[] }).writeErrors;
      if (!failures?.length || !failures.every(isDuplicateWrite)) throw error;
    }
  }

  /**
   * One page of the documents matching `filter` in `_id` order after the id `after`, and the id to
   * ask for the next page with (null on the last); one document more than asked says whether
   * another page follows.
   */
  protected async pageAfter(
    filter: FilterQuery<TDoc>,
    after: string | undefined,
    limit: number,
    projection?: Record<string, number>,
  ): Promise<{ items: TDoc[]; next: string | null }> {
    const found = await this.model
      .find(after ? { ...filter, _id: { $gt: after } } : filter, projection)
      .sort({ _id: 1 })
      .limit(limit + 1)
      .lean<TDoc[]>();
    const items = found.slice(0, limit);
    const last = items.at(-1) as { _id?: unknown } | undefined;
    return { items, next: found.length > limit && last ? String(last._id) : null };
  }

  /** Whether a document matches `filter`, reading no more than its id. */
  protected async exists(filter: FilterQuery<TDoc>): Promise<boolean> {
    return (await this.model.exists(filter)) !== null;
  }

  /**
   * Several `updateOne`s in one round trip, each applied or not on its own (unordered); answers
   * how many documents matched. With `timestamps: false` the updates leave `updatedAt` alone, for
   * bookkeeping that is no change of the documents.
   */
  protected async bulkUpdate(
    updates: readonly BulkUpdate<TDoc>[],
    options: { timestamps?: boolean } = {},
  ): Promise<number> {
    if (updates.length === 0) return 0;
    const result = await this.model.bulkWrite(
      updates.map(({ filter, update }) => ({
        updateOne: { filter, update, timestamps: options.timestamps ?? true },
      })) as Parameters<Model<TDoc>['bulkWrite']>[0],
      { ordered: false },
    );
    return result.matchedCount;
  }
}

/** A failure of one document of a bulk write, as the driver reports it, that is a duplicate key. */
function isDuplicateWrite(failure: unknown): boolean {
  return (
    isDuplicateKeyError(failure) ||
    isDuplicateKeyError((failure as { err?: unknown } | null)?.err ?? null)
  );
}
