// Proves that a collection with indexes answers every query exactly as the same collection without
// them, through inserts, updates and deletes: on the local server non-unique indexes, and unique
// ones asked with more conditions than their keys, are its own (infra/local/mongo/), so a missing
// entry would silently lose a document. Passes against MongoDB as well.
import { randomUUID } from 'node:crypto';
import { type Collection, type Db, type Filter, MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

interface Item {
  _id: string;
  code: string;
  owner: string;
  createdAt: number;
  tags: string[];
  items: { id: string }[];
  profile: { city: string };
  pending: boolean;
  ref: ObjectId;
}

let client: MongoClient;
let db: Db;

beforeAll(async () => {
  client = new MongoClient(MONGO_URL, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  db = client.db(`tessera_local_db_indexes_${randomUUID().slice(0, 8)}`);
});

afterAll(async () => {
  await db?.dropDatabase();
  await client?.close();
});

/** A deterministic sequence, so a failure replays the same way. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const refs = Array.from({ length: 5 }, () => new ObjectId());

const idOf = (index: number) => `item-${String(index).padStart(5, '0')}`;

function makeItem(index: number, next: (below: number) => number): Item {
  return {
    _id: idOf(index),
    code: `code-${index}`,
    owner: `owner-${next(20)}`,
    createdAt: next(1_000),
    tags: Array.from({ length: next(4) }, () => `tag-${next(10)}`),
    items: Array.from({ length: next(3) }, () => ({ id: `sub-${next(15)}` })),
    profile: { city: `city-${next(6)}` },
    pending: next(10) === 0,
    ref: refs[next(refs.length)],
  };
}

const INDEXES = [
  { owner: 1, createdAt: -1 },
  { tags: 1 },
  { 'items.id': 1 },
  { 'profile.city': 1 },
  { pending: 1 },
  { ref: 1 },
] as const;

/** Runs the same writes on both collections. */
async function both(
  collections: Collection<Item>[],
  write: (collection: Collection<Item>) => Promise<unknown>,
) {
  for (const collection of collections) await write(collection);
}

const QUERIES: Filter<Item>[] = [
  { owner: 'owner-3' },
  { owner: { $eq: 'owner-7' } },
  { owner: { $in: ['owner-1', 'owner-2', 'nobody'] } },
  { owner: 'owner-3', createdAt: { $gte: 500 } },
  { owner: 'owner-4', pending: true },
  { tags: 'tag-5' },
  { tags: { $in: ['tag-1', 'tag-9'] } },
  { 'items.id': 'sub-7' },
  { 'profile.city': 'city-2' },
  { pending: true },
  { pending: false, owner: 'owner-0' },
  { ref: refs[2] },
  { owner: 'nobody' },
  { owner: { $ne: 'owner-3' } },
  { owner: /owner-1\d/ },
  // A unique index, `_id` included, with more conditions than its keys.
  { _id: idOf(10), owner: 'owner-3' },
  { _id: idOf(11), pending: { $in: [true, false] } },
  { _id: { $in: [idOf(12), idOf(13), idOf(1_500)] }, pending: false },
  { _id: { $gte: idOf(1_990) }, pending: false },
  { code: 'code-20', 'profile.city': { $ne: 'nowhere' } },
  { code: { $in: ['code-21', 'code-1999'] }, createdAt: { $gte: 0 } },
];

async function expectSameAnswers(indexed: Collection<Item>, plain: Collection<Item>) {
  for (const query of QUERIES) {
    const answer = async (collection: Collection<Item>) => ({
      // Without a sort MongoDB promises no order, and an index lookup gives its own.
      all: (await collection.find(query).toArray()).map((item) => item._id).sort(),
      sorted: (await collection.find(query).sort({ createdAt: -1, _id: 1 }).limit(7).toArray()).map(
        (item) => item._id,
      ),
      count: await collection.countDocuments(query),
    });
    expect({ query, ...(await answer(indexed)) }).toEqual({ query, ...(await answer(plain)) });
  }
}

describe('indexes', () => {
  let indexed: Collection<Item>;
  let plain: Collection<Item>;
  const next = sequence(7);

  beforeAll(async () => {
    indexed = db.collection<Item>('indexed');
    plain = db.collection<Item>('plain');
    const firstHalf = Array.from({ length: 1_000 }, (_, index) => makeItem(index, next));
    await both([indexed, plain], (collection) => collection.insertMany(firstHalf));
    // Half the documents exist before the indexes, half are added after: both must be found.
    for (const keys of INDEXES) await indexed.createIndex(keys);
    await indexed.createIndex({ code: 1 }, { unique: true });
    const secondHalf = Array.from({ length: 1_000 }, (_, index) => makeItem(1_000 + index, next));
    await both([indexed, plain], (collection) => collection.insertMany(secondHalf));
  });

  it('answer as a collection without indexes after inserts', async () => {
    await expectSameAnswers(indexed, plain);
  });

  it('follow updates of the indexed fields, arrays and nested documents included', async () => {
    for (let round = 0; round < 200; round += 1) {
      const index = next(2_000);
      const id = idOf(index);
      const change = next(6);
      await both([indexed, plain], (collection) => {
        if (change === 0) return collection.updateOne({ _id: id }, { $set: { owner: 'owner-3' } });
        if (change === 1) return collection.updateOne({ _id: id }, { $push: { tags: 'tag-5' } });
        if (change === 2) return collection.updateOne({ _id: id }, { $pull: { tags: 'tag-1' } });
        if (change === 3)
          return collection.updateOne({ _id: id }, { $set: { 'items.0.id': 'sub-7' } });
        if (change === 4)
          return collection.updateOne({ _id: id }, { $set: { pending: !(round % 2) } });
        return collection.replaceOne({ _id: id }, { ...makeItem(index, sequence(round)), _id: id });
      });
    }
    await both([indexed, plain], (collection) =>
      collection.updateMany({ owner: 'owner-9' }, { $set: { owner: 'owner-7', pending: true } }),
    );
    await both([indexed, plain], (collection) =>
      collection.findOneAndUpdate({ tags: 'tag-9' }, { $set: { 'profile.city': 'city-2' } }),
    );
    await expectSameAnswers(indexed, plain);
  });

  it('forget deleted documents and find ones inserted again under the same id', async () => {
    await both([indexed, plain], (collection) => collection.deleteMany({ owner: 'owner-3' }));
    await both([indexed, plain], (collection) => collection.deleteOne({ tags: 'tag-5' }));
    const again = makeItem(5, sequence(99));
    await both([indexed, plain], (collection) =>
      collection.updateOne({ _id: again._id }, { $setOnInsert: again }, { upsert: true }),
    );
    await expectSameAnswers(indexed, plain);
  });

  it('keep answering after an index is dropped', async () => {
    await indexed.dropIndex('owner_1_createdAt_-1');
    await both([indexed, plain], (collection) =>
      collection.updateMany({ owner: 'owner-1' }, { $set: { owner: 'owner-2' } }),
    );
    await expectSameAnswers(indexed, plain);
  });
});

describe('unique indexes', () => {
  const duplicateKey = expect.objectContaining({ code: 11000 });
  let accounts: Collection<{ _id: string; email?: string; tenant?: number; handle?: string }>;

  beforeAll(async () => {
    accounts = db.collection('unique_accounts');
    await accounts.insertMany([
      { _id: 'a', email: 'a@example.com', tenant: 1, handle: 'ann' },
      { _id: 'b', email: 'b@example.com', tenant: 1 },
    ]);
    await accounts.createIndex({ email: 1 }, { unique: true });
    await accounts.createIndex({ tenant: 1, handle: 1 }, { unique: true, sparse: true });
  });

  it('refuse a second document with a taken key, `_id` included, and keep the first', async () => {
    await expect(accounts.insertOne({ _id: 'a', email: 'other@example.com' })).rejects.toEqual(
      duplicateKey,
    );
    await expect(accounts.insertOne({ _id: 'c', email: 'a@example.com' })).rejects.toEqual(
      duplicateKey,
    );
    // A number is the same key whatever its type, as in MongoDB.
    await expect(
      accounts.insertOne({ _id: 'd', email: 'd@example.com', tenant: 1.0, handle: 'ann' }),
    ).rejects.toEqual(duplicateKey);
    expect(await accounts.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', email: 'a@example.com', tenant: 1, handle: 'ann' },
      { _id: 'b', email: 'b@example.com', tenant: 1 },
    ]);
  });

  it('refuse an update onto a taken key and free a key when its document changes or goes', async () => {
    await expect(
      accounts.updateOne({ _id: 'b' }, { $set: { email: 'a@example.com' } }),
    ).rejects.toEqual(duplicateKey);
    expect(await accounts.findOne({ _id: 'b' })).toMatchObject({ email: 'b@example.com' });

    await accounts.updateOne({ _id: 'a' }, { $set: { email: 'renamed@example.com' } });
    await accounts.insertOne({ _id: 'c', email: 'a@example.com' });
    await accounts.deleteOne({ _id: 'c' });
    await accounts.insertOne({ _id: 'e', email: 'a@example.com', tenant: 2, handle: 'ann' });

    expect(await accounts.findOne({ email: 'renamed@example.com' })).toMatchObject({ _id: 'a' });
    expect(await accounts.findOne({ tenant: 2, handle: 'ann' })).toMatchObject({ _id: 'e' });
    expect(await accounts.countDocuments({ email: 'a@example.com' })).toBe(1);
  });
});
