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

/** Deletes the search indices services under test created, by their prefixes. */
export async function dropSearchIndices(prefixes: string[]): Promise<void> {
  const url = process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200';
  for (const prefix of prefixes) {
    const response = await fetch(`${url}/${prefix}-*`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`deleting ${prefix}-* answered ${response.status}`);
  }
}
