import { Redis } from 'ioredis';
import { MongoClient } from 'mongodb';
import { infraAddresses } from './settings.mjs';
import { onCleanup } from './cleanup.mjs';

/**
 * Connects to the run's database server and Redis, and registers their clean-up: the run's
 * databases are dropped, its Redis keys (`<redisPrefix>:*`) deleted and both clients closed.
 */
export async function openRunStores({ databases, redisPrefix }) {
  const infra = infraAddresses();
  const client = new MongoClient(infra.MONGO_URL);
  await client.connect();
  onCleanup(() => client.close());
  for (const database of databases) onCleanup(() => client.db(database).dropDatabase());
  const redis = new Redis(infra.REDIS_URL);
  onCleanup(() => redis.quit());
  onCleanup(async () => {
    for await (const keys of redis.scanStream({ match: `${redisPrefix}:*`, count: 1_000 })) {
      if (keys.length > 0) await redis.del(...keys);
    }
  });
  return { client, redis };
}
