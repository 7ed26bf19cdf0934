import mongoose from 'mongoose';
import { infraEnv } from './test-env';

/** Drops the databases services under test wrote to. */
export async function dropDatabases(names: string[]): Promise<void> {
  if (names.length === 0) return;
  const client = new mongoose.mongo.MongoClient(infraEnv().MONGO_URL);
  try {
    await client.connect();
    await Promise.all(names.map((name) => client.db(name).dropDatabase()));
  } finally {
    await client.close();
  }
}
