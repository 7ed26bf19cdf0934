import mongoose, { type Connection } from 'mongoose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infraEnv, RUN_ID } from '../../../test/support/test-env';
import { ProcessedEventSchema } from '../src/kafka/consumer/processed-event.schema';
import { ExpiredDocumentsSweeper } from '../src/mongo/expired-documents.sweeper';

let connection: Connection;

beforeAll(async () => {
  connection = await mongoose
    .createConnection(infraEnv().MONGO_URL, { dbName: `tessera_expiry_test_${RUN_ID}` })
    .asPromise();
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

describe('expired-document sweep', () => {
  it('deletes the documents past their TTL and keeps the others', async () => {
    const processed = connection.model('ProcessedEvent', ProcessedEventSchema);
    await processed.init();
    const now = Date.now();
    await processed.create([
      {
        _id: 'old',
        type: 'audit.log',
        processedAt: new Date(now - 10_000),
        expiresAt: new Date(now - 1),
      },
      {
        _id: 'new',
        type: 'audit.log',
        processedAt: new Date(now),
        expiresAt: new Date(now + 60_000),
      },
    ]);
    const sweeper = new ExpiredDocumentsSweeper(connection, 600, pino({ level: 'silent' }));

    expect(await sweeper.sweep(new Date(now))).toBe(1);
    expect((await processed.find().lean()).map((doc) => doc._id)).toEqual(['new']);
    expect(await sweeper.sweep(new Date(now))).toBe(0);
  });
});
