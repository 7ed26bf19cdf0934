// Checks the running local infrastructure the way the services use it: mongoose on the local
// database, kafkajs, ioredis and nodemailer against the mail catcher. Prints one line per check and
// exits 1 when a required check fails. Checks marked "info" probe MongoDB features the local
// database (mongo-java-server) lacks; their result is reported but does not fail the run.
// infra/local/local-database.int.spec.ts covers the database in depth.
//   source infra/local/env.sh && node infra/local/smoke.mjs
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import nodemailer from 'nodemailer';

const env = {
  mongoUrl: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
  kafkaBrokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  smtpUrl: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  mailCatcherUrl: process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1080',
};
const runId = randomUUID().slice(0, 8);
const results = [];

async function check(name, run, { required = true } = {}) {
  const started = Date.now();
  try {
    await run();
    results.push({ name, ok: true, required });
    console.log(`ok    ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    results.push({ name, ok: false, required });
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`${required ? 'FAIL' : 'no  '}  ${name}${required ? '' : ' (info)'}: ${reason}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

async function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function mongoChecks() {
  const connection = await mongoose
    .createConnection(env.mongoUrl, { dbName: 'infra_smoke', serverSelectionTimeoutMS: 5000 })
    .asPromise();
  const accountSchema = new mongoose.Schema({
    email: { type: String, required: true, unique: true },
    tags: [String],
    // `type` is a reserved schema key in mongoose, so the field needs the long form.
    outbox: [{ eventId: String, type: { type: String } }],
    visits: { type: Number, default: 0 },
  });
  const Account = connection.model(`Account_${runId}`, accountSchema);
  const email = `smoke-${runId}@example.test`;
  try {
    await check('mongo: connect and ping', async () => {
      const reply = await connection.db.admin().command({ ping: 1 });
      assert(reply.ok === 1, 'ping did not answer ok');
    });
    await check('mongo: create a unique index', async () => {
      await Account.createIndexes();
      const indexes = await Account.collection.indexes();
      assert(
        indexes.some((index) => index.key.email === 1 && index.unique),
        'unique index on email not listed',
      );
    });
    await check('mongo: insert and find', async () => {
      await Account.create({ email, tags: ['a'] });
      const found = await Account.findOne({ email }).lean();
      assert(found?.email === email, 'inserted document not found');
    });
    await check('mongo: unique index rejects a duplicate (E11000)', async () => {
      const duplicate = await Account.create({ email }).then(
        () => null,
        (error) => error,
      );
      assert(duplicate?.code === 11000, `expected code 11000, got ${duplicate?.code ?? 'success'}`);
    });
    await check('mongo: updateOne with $push on an embedded array', async () => {
      const eventId = randomUUID();
      await Account.updateOne({ email }, { $push: { outbox: { eventId, type: 'user.updated' } } });
      const found = await Account.findOne({ email }).lean();
      assert(found?.outbox.length === 1 && found.outbox[0].eventId === eventId, 'not pushed');
    });
    await check("mongo: query { 'outbox.0': { $exists: true } }", async () => {
      const pending = await Account.find({ 'outbox.0': { $exists: true } }).lean();
      assert(pending.length === 1 && pending[0].email === email, 'document with outbox not found');
    });
    await check('mongo: updateOne with $pull of an exact embedded element', async () => {
      const [entry] = (await Account.findOne({ email }).lean()).outbox;
      await Account.updateOne({ email }, { $pull: { outbox: entry } });
      const pending = await Account.countDocuments({ 'outbox.0': { $exists: true } });
      assert(pending === 0, 'outbox entry still present');
    });
    await check(
      'mongo: $inc, $addToSet and findOneAndUpdate returning the new document',
      async () => {
        const updated = await Account.findOneAndUpdate(
          { email },
          { $inc: { visits: 2 }, $addToSet: { tags: 'b' } },
          { new: true },
        ).lean();
        assert(updated?.visits === 2 && updated.tags.includes('b'), 'update not applied');
      },
    );
    await check('mongo: aggregate $match + $group with $sum', async () => {
      const [row] = await Account.aggregate([
        { $match: { email } },
        { $group: { _id: null, total: { $sum: '$visits' } } },
      ]);
      assert(row?.total === 2, `expected 2, got ${row?.total}`);
    });
    await embeddedDocumentChecks(Account, email);
    await infoChecks(Account, email, connection);
  } finally {
    await Account.collection.drop().catch(() => undefined);
    await connection.close();
  }
}

// Operations on arrays of embedded documents, checked for their effect: a server that gets them
// wrong can answer without an error and change nothing.
async function embeddedDocumentChecks(Account, email) {
  const seed = async () => {
    await Account.updateOne(
      { email },
      {
        $set: {
          outbox: [
            { eventId: 'e1', type: 'user.updated' },
            { eventId: 'e2', type: 'audit.log' },
          ],
        },
      },
    );
  };
  await check('mongo: $pull with a condition on an embedded field', async () => {
    await seed();
    await Account.updateOne({ email }, { $pull: { outbox: { type: 'user.updated' } } });
    const found = await Account.findOne({ email }).lean();
    assert(found.outbox.length === 1, `${found.outbox.length} entries left, expected 1`);
  });
  await check('mongo: $elemMatch on an array of embedded documents', async () => {
    await seed();
    const count = await Account.countDocuments({ outbox: { $elemMatch: { eventId: 'e2' } } });
    assert(count === 1, `matched ${count} documents, expected 1`);
  });
  await check('mongo: positional $ update of an embedded element', async () => {
    await seed();
    await Account.updateOne({ email, 'outbox.eventId': 'e2' }, { $set: { 'outbox.$.type': 'x' } });
    const found = await Account.findOne({ email }).lean();
    assert(found.outbox[1].type === 'x', `type is ${found.outbox[1].type}, expected x`);
  });
  await check('mongo: aggregate $lookup', async () => {
    const from = Account.collection.name;
    const [row] = await Account.aggregate([
      { $match: { email } },
      { $lookup: { from, localField: 'email', foreignField: 'email', as: 'self' } },
    ]);
    assert(row?.self.length === 1, `joined ${row?.self.length} documents, expected 1`);
  });
}

// A feature the local database lacks; service code must not depend on it.
async function infoChecks(Account, email, connection) {
  const info = { required: false };
  await check(
    'mongo: multi-document transaction',
    async () => {
      const session = await connection.startSession();
      try {
        await session.withTransaction(async () => {
          await Account.updateOne({ email }, { $inc: { visits: 1 } }, { session });
        });
      } finally {
        await session.endSession();
      }
    },
    info,
  );
}

async function kafkaChecks() {
  const kafka = new Kafka({
    clientId: 'infra-smoke',
    brokers: env.kafkaBrokers,
    logLevel: logLevel.ERROR,
  });
  const topic = `infra.smoke.${runId}`;
  const admin = kafka.admin();
  await admin.connect();
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  const consumer = kafka.consumer({ groupId: `infra-smoke-${runId}` });
  try {
    await check('kafka: produce and consume one message', async () => {
      await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: 1 }] });
      const value = `hello ${runId}`;
      let resolveReceived;
      const received = new Promise((resolve) => {
        resolveReceived = resolve;
      });
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ message }) => {
          if (message.value?.toString() === value) resolveReceived();
        },
      });
      await producer.connect();
      await producer.send({ topic, messages: [{ key: runId, value }] });
      await withTimeout(received, 30000, 'consuming the produced message');
    });
  } finally {
    await consumer.disconnect();
    await producer.disconnect();
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();
  }
}

async function redisChecks() {
  const redis = new Redis(env.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const key = `infra:smoke:${runId}`;
  try {
    await check('redis: INCR', async () => {
      await redis.connect();
      await redis.incr(key);
      const value = await redis.incr(key);
      assert(value === 2, `expected 2, got ${value}`);
    });
  } finally {
    await redis.del(key).catch(() => undefined);
    redis.disconnect();
  }
}

async function mailChecks() {
  const recipient = `smoke-${runId}@example.test`;
  const subject = `Vérifiez votre adresse ✓ ${runId}`;
  const text = `Bonjour, cliquez ici : https://tessera.test/verify?token=${runId}&lang=fr — merci.`;
  const html = `<p>Bonjour, <a href="https://tessera.test/verify?token=${runId}">vérifier</a></p>`;
  await check(
    'mail: catcher receives a nodemailer mail with decoded subject, text and html',
    async () => {
      const transport = nodemailer.createTransport(env.smtpUrl);
      await transport.sendMail({
        from: 'Tessera <no-reply@tessera.test>',
        to: recipient,
        subject,
        text,
        html,
      });
      transport.close();
      const url = `${env.mailCatcherUrl}/messages?to=${encodeURIComponent(recipient)}`;
      const [message] = await (await fetch(url)).json();
      assert(message, 'no mail for the recipient');
      assert(message.subject === subject, `subject decoded as ${JSON.stringify(message.subject)}`);
      assert(message.text?.trim() === text, `text decoded as ${JSON.stringify(message.text)}`);
      assert(message.html?.trim() === html, `html decoded as ${JSON.stringify(message.html)}`);
      assert(message.to.includes(recipient), 'recipient missing');
    },
  );
}

await mongoChecks();
await kafkaChecks();
await redisChecks();
await mailChecks();

const failed = results.filter((result) => result.required && !result.ok);
const unsupported = results.filter((result) => !result.required && !result.ok);
console.log(
  `${results.length - failed.length - unsupported.length} passed, ${failed.length} failed` +
    (unsupported.length > 0 ? ` (${unsupported.length} informational checks unsupported)` : ''),
);
process.exit(failed.length > 0 ? 1 : 0);
