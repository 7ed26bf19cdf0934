// Billing webhook ingest under crashes: payments created through the API, then their signed
// processor events (duplicated and shuffled) posted to the service while it is killed with SIGKILL
// and restarted; afterwards the ledger, the payments and the published events are checked.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { registerUser } from '../lib/bench-accounts.mjs';
import { newRunId, runBench, startRunReport } from '../lib/bench-run.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { localProcessorEnv, serviceStack } from '../lib/service-stack.mjs';
import { infraAddresses } from '../lib/settings.mjs';
import { recordBillingWebhooksRun } from './billing-webhooks-run-section.mjs';
import { verifyRun } from './verify-run.mjs';
import { signedDelivery, webhookDeliveries } from './webhook-events.mjs';

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  payments: setting('BENCH_PAYMENTS', 2000),
  events: setting('BENCH_EVENTS', 20_000),
  creators: setting('BENCH_CREATORS', 20),
  payers: setting('BENCH_PAYERS', 50),
  senders: setting('BENCH_SENDERS', 32),
  kills: setting('BENCH_KILLS', 2),
};
const WEBHOOK_SECRET = `whsec_bench${randomBytes(8).toString('hex')}`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message) => console.log(`[billing-webhooks] ${message}`);

/** Runs `work` over `items` with `concurrency` workers, in order of the items taken. */
async function inParallel(items, concurrency, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function call(url, method, body, token) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

async function startStack(runId) {
  const databases = {
    auth: `tessera_bench_${runId}_auth`,
    billing: `tessera_bench_${runId}_billing`,
  };
  const stack = serviceStack({ bench: 'billing-webhooks', runId });
  const auth = await stack.auth({ database: databases.auth });
  const billing = await stack.restartableService('subscription-billing', {
    name: 'billing',
    database: databases.billing,
    env: { BILLING_REDIS_PREFIX: `bench-${runId}`, ...localProcessorEnv(WEBHOOK_SECRET) },
  });
  // The first start waits for the Kafka consumers too, so billing learns of every registration.
  await billing.start('/health/consumers');
  return { auth, billing, databases };
}

/** Reads every `tip.sent` record published from now on. */
async function startEventProbe(runId) {
  const kafka = new Kafka({
    clientId: `billing-webhooks-probe-${runId}`,
    brokers: infraAddresses().KAFKA_BROKERS.split(','),
    logLevel: logLevel.NOTHING,
  });
  const consumer = kafka.consumer({ groupId: `billing-webhooks-probe-${runId}` });
  const records = [];
  const joined = new Promise((resolve) => consumer.on(consumer.events.GROUP_JOIN, resolve));
  await consumer.connect();
  await consumer.subscribe({ topics: ['tip.sent'], fromBeginning: false });
  await consumer.run({
    eachMessage: async ({ message }) => {
      records.push(JSON.parse(message.value?.toString() ?? 'null'));
    },
  });
  await joined;
  onCleanup(() => consumer.disconnect());
  return records;
}

async function registerUsers(authUrl, role, count) {
  const users = [];
  await inParallel(Array.from({ length: count }), 4, async () => {
    users.push(await registerUser(authUrl, role));
  });
  return users;
}

/**
 * The payments of the run: tips from random payers to random creators, charged to a saved card
 * that waits for authentication, so no outcome arrives except the events the bench sends.
 */
async function createPayments(billingUrl, db, creators, payers) {
  const creatorIds = new Set(creators.map((creator) => creator.id));
  const directory = db.collection('user_directory');
  for (let waited = 0; ; waited += 1) {
    const known = await directory.countDocuments({ role: 'creator' });
    if ([...creatorIds].length <= known) break;
    if (waited > 300) throw new Error('billing did not learn of the creators from auth in 60 s');
    await pause(200);
  }
  await inParallel(payers, 8, (payer) =>
    call(
      `${billingUrl}/api/billing/payment-methods`,
      'POST',
      {
        paymentMethodId: 'pm_card_authenticationRequired',
        makeDefault: true,
      },
      payer.token,
    ),
  );
  const payments = [];
  const started = performance.now();
  await inParallel(Array.from({ length: settings.payments }), 16, async (_, index) => {
    const payer = payers[index % payers.length];
    const creator = creators[Math.floor(Math.random() * creators.length)];
    const amountCents = 50 + Math.floor(Math.random() * 20_000);
    const payment = await call(
      `${billingUrl}/api/billing/tips`,
      'POST',
      {
        creatorId: creator.id,
        amountCents,
        message: 'bench',
      },
      payer.token,
    );
    payments.push({ id: payment.id, creatorId: creator.id, amountCents });
  });
  const seconds = (performance.now() - started) / 1000;
  const stored = await db
    .collection('payments')
    .find({ _id: { $in: payments.map((payment) => payment.id) } }, { projection: { intentId: 1 } })
    .toArray();
  const intents = new Map(stored.map((payment) => [payment._id, payment.intentId]));
  if (new Set(intents.values()).size !== payments.length) {
    throw new Error('the processor gave two payments the same intent id');
  }
  return { payments: payments.map((p) => ({ ...p, intentId: intents.get(p.id) })), seconds };
}

/**
 * Posts every delivery until the service accepts it, as Stripe retries, while a controller kills
 * the service with SIGKILL at even intervals and starts it again.
 */
async function deliver(billing, deliveries) {
  let accepted = 0;
  let retries = 0;
  let rejected = 0;
  let downtimeMs = 0;
  const killAt = Array.from({ length: settings.kills }, (_, kill) =>
    Math.floor(((kill + 1) * deliveries.length) / (settings.kills + 1)),
  );
  const kills = (async () => {
    for (const threshold of killAt) {
      while (accepted < threshold) await pause(20);
      const down = performance.now();
      await billing.crash();
      log(`killed billing with SIGKILL after ${accepted} accepted deliveries`);
      await billing.start();
      downtimeMs += performance.now() - down;
      log(`billing restarted after ${Math.round(performance.now() - down)} ms`);
    }
  })();
  const started = performance.now();
  await inParallel(deliveries, settings.senders, async (event) => {
    for (;;) {
      const { payload, signature } = signedDelivery(event, WEBHOOK_SECRET);
      const response = await fetch(`${billing.url}/api/billing/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }).catch(() => null);
      if (response) await response.arrayBuffer();
      if (response?.ok) break;
      if (response?.status === 400) {
        rejected += 1;
        break;
      }
      retries += 1;
      await pause(100 + Math.random() * 200);
    }
    accepted += 1;
  });
  const seconds = (performance.now() - started) / 1000;
  await kills;
  return { seconds, retries, rejected, downtimeSeconds: downtimeMs / 1000 };
}

async function main() {
  const report = startRunReport('billing-webhooks');
  const runId = newRunId();
  const { auth, billing, databases } = await startStack(runId);
  const client = new mongoose.mongo.MongoClient(infraAddresses().MONGO_URL);
  await client.connect();
  onCleanup(async () => {
    await Promise.all(Object.values(databases).map((name) => client.db(name).dropDatabase()));
    await client.close();
  });
  const db = client.db(databases.billing);
  const records = await startEventProbe(runId);
  const creators = await registerUsers(auth.url, 'creator', settings.creators);
  const payers = await registerUsers(auth.url, 'subscriber', settings.payers);
  log(`${creators.length} creators and ${payers.length} payers registered`);

  const created = await createPayments(billing.url, db, creators, payers);
  log(`${created.payments.length} payments created in ${created.seconds.toFixed(1)} s`);
  const { deliveries, refunded, uniqueEvents } = webhookDeliveries(
    created.payments,
    settings.events,
  );
  log(`${deliveries.length} deliveries of ${uniqueEvents} events (${refunded.size} refunds)`);
  const delivered = await deliver(billing, deliveries);
  const rate = deliveries.length / delivered.seconds;
  log(
    `${deliveries.length} deliveries accepted in ${delivered.seconds.toFixed(1)} s: ${rate.toFixed(0)}/s`,
  );

  const checks = await verifyRun({ db, payments: created.payments, refunded, records });
  for (const check of checks) log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  recordBillingWebhooksRun({
    report,
    settings,
    created,
    deliveries: deliveries.length,
    uniqueEvents,
    refunds: refunded.size,
    delivered,
    rate,
    checks,
  });
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
}

await runBench('billing-webhooks', main);
