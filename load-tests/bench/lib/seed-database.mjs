import argon2 from 'argon2';
import { seededSession, seededUser } from './seeded-documents.mjs';

const BATCH_SIZE = 1_000;
const SEEDED_PASSWORD = 'Bench-password-1';

async function insertInBatches(collection, count, documentAt) {
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const batch = [];
    for (let index = start; index < Math.min(start + BATCH_SIZE, count); index += 1) {
      batch.push(documentAt(index));
    }
    await collection.insertMany(batch, { ordered: false });
  }
}

/** Fills auth's collections with `users` accounts and `sessions` sessions spread over them. */
export async function seedDatabase(db, { users, sessions }) {
  // One hash for every account: argon2 is deliberately slow, and one per user would take minutes.
  const passwordHash = await argon2.hash(SEEDED_PASSWORD, { type: argon2.argon2id });
  const now = Date.now();
  const userIds = [];
  await insertInBatches(db.collection('users'), users, (index) => {
    const user = seededUser(index, passwordHash, now);
    userIds.push(user._id);
    return user;
  });
  await insertInBatches(db.collection('sessions'), sessions, (index) =>
    seededSession(userIds[index % userIds.length], now),
  );
}
