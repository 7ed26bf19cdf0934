import mongoose, { type Connection, type Model, Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infraEnv, RUN_ID } from '../../../test/support/test-env';
import { type BulkUpdate, MongoRepository } from '../src/mongo/mongo-repository';

const { MONGO_URL } = infraEnv();
let connection: Connection;
let model: Model<Entry>;

interface Entry {
  _id: string;
  label: string;
  tags: string[];
  count: number;
  createdAt?: Date;
  updatedAt?: Date;
}

/** A repository exposing the base's helpers as its own methods, as a real one would. */
class EntriesRepository extends MongoRepository<Entry> {
  constructor(entries: Model<Entry>) {
    super(entries);
  }
  add = (doc: Partial<Entry>) => this.insertDocument(doc);
  addUnlessExists = (doc: Partial<Entry>) => this.insertUnlessExists(doc);
  addEach = (docs: Partial<Entry>[]) => this.insertEachUnlessExists(docs);
  has = (id: string) => this.exists({ _id: id });
  updateEach = (updates: BulkUpdate<Entry>[], timestamps?: boolean) =>
    this.bulkUpdate(updates, { timestamps });
}

beforeAll(async () => {
  connection = await mongoose
    .createConnection(MONGO_URL, { dbName: `tessera_repository_test_${RUN_ID}` })
    .asPromise();
  const schema = new Schema<Entry>(
    {
      _id: String,
      label: { type: String, required: true },
      tags: { type: [String], default: [] },
      count: { type: Number, default: 0 },
    },
    { versionKey: false, timestamps: true },
  );
  model = connection.model<Entry>('Entry', schema);
  await model.init();
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

describe('MongoRepository', () => {
  it('answers an inserted document as create stores it, defaults and timestamps included', async () => {
    const entries = new EntriesRepository(model);
    const stored = await entries.add({ _id: 'a', label: 'first' });

    expect(stored).toMatchObject({ _id: 'a', label: 'first', tags: [], count: 0 });
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(await model.findById('a').lean()).toEqual(stored);
    await expect(entries.add({ _id: 'b' })).rejects.toThrow(/label/);
  });

  it('inserts unless the key exists, one document or many', async () => {
    const entries = new EntriesRepository(model);
    expect(await entries.addUnlessExists({ _id: 'c', label: 'once' })).toBe(true);
    expect(await entries.addUnlessExists({ _id: 'c', label: 'twice' })).toBe(false);

    await entries.addEach([
      { _id: 'c', label: 'again' },
      { _id: 'd', label: 'new' },
    ]);
    await entries.addEach([{ _id: 'd', label: 'again' }]);

    const labels = await model
      .find({ _id: { $in: ['c', 'd'] } })
      .sort({ _id: 1 })
      .lean();
    expect(labels.map((entry) => entry.label)).toEqual(['once', 'new']);
    expect(await entries.has('d')).toBe(true);
    expect(await entries.has('missing')).toBe(false);
  });

  it('stores none of several documents when one of them is invalid', async () => {
    const entries = new EntriesRepository(model);

    await expect(
      entries.addEach([
        { _id: 'valid-1', label: 'kept out' },
        { _id: 'invalid' },
        { _id: 'valid-2', label: 'kept out' },
      ]),
    ).rejects.toThrow(/label/);

    expect(await model.countDocuments({ _id: { $in: ['valid-1', 'invalid', 'valid-2'] } })).toBe(0);
  });

  it('applies bulk updates on their own, leaving updatedAt alone when asked', async () => {
    const entries = new EntriesRepository(model);
    const first = await entries.add({ _id: 'e', label: 'bulk' });
    await entries.add({ _id: 'f', label: 'bulk' });

    const matched = await entries.updateEach(
      [
        { filter: { _id: 'e' }, update: { $inc: { count: 2 } } },
        { filter: { _id: 'f', count: 5 }, update: { $inc: { count: 1 } } },
      ],
      false,
    );

    expect(matched).toBe(1);
    const stored = await model.findById('e').lean();
    expect(stored?.count).toBe(2);
    expect(stored?.updatedAt).toEqual(first.updatedAt);
  });
});
