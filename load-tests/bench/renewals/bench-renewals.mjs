// Measures renewals due at one moment: seeds BENCH_RENEWALS (10000) active plans whose period has
// ended, each with a saved card that succeeds, starts the billing service (its start-up recovery
// finds every due renewal), and waits until each is charged and renewed, through the local
// processor and its signed webhooks. Then checks that every subscription was charged exactly once.
import { randomBytes } from 'node:crypto';
import { infraAddresses } from '../bench-settings.mjs';
import { cleanUp, cleanUpOnSignals } from '../cleanup.mjs';
import { freePort } from '../free-port.mjs';
import { describeMachine } from '../machine.mjs';
import { recordRun } from '../run-results.mjs';
import { openRunStores } from '../run-stores.mjs';
import { startNodeProcess } from '../node-process.mjs';
import { describeSourceRevision } from '../source-revision.mjs';
import { seedDueSubscriptions } from './seed-due-subscriptions.mjs';

const TARGET_SECONDS = 300;
/** The run gives up a while after the target, so a slow machine still reports a figure. */
const GIVE_UP_SECONDS = 600;
const PRICE_CENTS = 999;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const progress = (line) => console.log(`[bench:renewals] ${line}`);

function settings() {
  const raw = process.env.BENCH_RENEWALS ?? '10000';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`BENCH_RENEWALS: '${raw}'`);
  return { count };
}

async function main() {
  cleanUpOnSignals();
  const { count } = settings();
  const revision = describeSourceRevision();
  const machine = describeMachine();
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const database = `tessera_billing_rbench_${runId}`;
  const redisPrefix = `rbench_${runId}`;
  const infra = infraAddresses();

  const { client } = await openRunStores({ databases: [database], redisPrefix });

  const db = client.db(database);
  const dueAt = new Date(Date.now() - 60_000);
  progress(`seeding ${count} plans due at ${dueAt.toISOString()}`);
  await seedDueSubscriptions(db, { count, dueAt, priceCents: PRICE_CENTS });

  const startedAt = Date.now();
  await startNodeProcess({
    name: 'renewals-billing',
    entry: 'services/subscription-billing/dist/main.js',
    port: await freePort(),
    readyPath: '/health/ready',
    env: {
      ...infra,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MONGO_DB: database,
      KAFKA_CLIENT_ID: `billing-rbench-${runId}`,
      KAFKA_GROUP_ID: `billing-rbench-${runId}`,
      KAFKA_FROM_BEGINNING: 'false',
      BILLING_REDIS_PREFIX: redisPrefix,
      STRIPE_SECRET_KEY: 'sk_test_renewalsbench',
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
      STRIPE_API_BASE: process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111',
    },
  });
  const readyAfterMs = Date.now() - startedAt;
  progress(`billing ready after ${(readyAfterMs / 1000).toFixed(1)} s`);

  const subscriptions = db.collection('subscriptions');
  const renewed = () => subscriptions.countDocuments({ currentPeriodEnd: { $gt: dueAt } });
  const samples = [];
  let done = 0;
  while (Date.now() - startedAt < GIVE_UP_SECONDS * 1000) {
    done = await renewed();
    samples.push({ seconds: (Date.now() - startedAt) / 1000, done });
    progress(`${done}/${count} renewed after ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
    if (done >= count) break;
    await pause(5_000);
  }
  const elapsedSeconds = (Date.now() - startedAt) / 1000;

  const payments = db.collection('payments');
  const [charged] = await payments
    .aggregate([
      { $group: { _id: '$subscriptionId', payments: { $sum: 1 } } },
      { $group: { _id: null, subscriptions: { $sum: 1 }, most: { $max: '$payments' } } },
    ])
    .toArray();
  const chargeJournals = await db.collection('journals').countDocuments({ kind: 'charge' });
  // Events about a payment are marked on it; any other in webhook_events.
  const [marked] = await payments
    .aggregate([
      { $project: { count: { $size: { $ifNull: ['$handledEventIds', []] } } } },
      { $group: { _id: null, count: { $sum: '$count' } } },
    ])
    .toArray();
  const webhookEvents =
    (marked?.count ?? 0) + (await db.collection('webhook_events').countDocuments({}));

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const passed = done >= count && elapsedSeconds <= TARGET_SECONDS && (charged?.most ?? 0) === 1;
  const section = [
    `### ${date} UTC`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB.toFixed(1)} GiB RAM; ` +
      `one-minute load average ${machine.loadAverage} when the run started; Node ${machine.node}.`,
    `- Code: commit ${revision}.`,
    `- ${done} of ${count} plans renewed in ${elapsedSeconds.toFixed(0)} s ` +
      `(target: all within ${TARGET_SECONDS} s) — ${passed ? 'pass' : 'not reached'}; the service ` +
      `was ready ${(readyAfterMs / 1000).toFixed(1)} s after its start; ` +
      `${(done / elapsedSeconds).toFixed(1)} renewals/s overall.`,
    `- Charged once each: ${charged?.subscriptions ?? 0} subscriptions have payments, at most ` +
      `${charged?.most ?? 0} each; ${chargeJournals} charge journals; ${webhookEvents} distinct ` +
      'webhook events handled.',
    `- Progress (seconds: renewed): ${samples
      .filter((_, index) => index % 6 === 0 || index === samples.length - 1)
      .map((sample) => `${sample.seconds.toFixed(0)}: ${sample.done}`)
      .join(', ')}.`,
  ].join('\n');
  console.log(section);
  progress(`recorded in ${recordRun('renewals', section)}`);
}

try {
  await main();
} catch (error) {
  console.error(`\nBENCH FAILED: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
  progress('stopped everything it started');
}
