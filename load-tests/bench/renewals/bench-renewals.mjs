// Measures renewals due at one moment: seeds BENCH_RENEWALS (10000) active plans whose period has
// ended, each with a saved card that succeeds, starts the billing service (its start-up recovery
// finds every due renewal), and waits until each is charged and renewed, through the local
// processor and its signed webhooks. Then checks that every subscription was charged exactly once.
import { newRunId, progressLog, runBench, startRunReport } from '../lib/bench-run.mjs';
import { openRunStores } from '../lib/run-stores.mjs';
import { localProcessorEnv, serviceStack } from '../lib/service-stack.mjs';
import { positiveInteger } from '../lib/settings.mjs';
import { seedDueSubscriptions } from './seed-due-subscriptions.mjs';

const TARGET_SECONDS = 300;
/** The run gives up a while after the target, so a slow machine still reports a figure. */
const GIVE_UP_SECONDS = 600;
const PRICE_CENTS = 999;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const progress = progressLog('renewals');

async function main() {
  const count = positiveInteger('BENCH_RENEWALS', 10_000);
  const report = startRunReport('renewals');
  const runId = newRunId();
  const database = `tessera_billing_rbench_${runId}`;
  const redisPrefix = `rbench_${runId}`;

  const { client } = await openRunStores({ databases: [database], redisPrefix });

  const db = client.db(database);
  const dueAt = new Date(Date.now() - 60_000);
  progress(`seeding ${count} plans due at ${dueAt.toISOString()}`);
  await seedDueSubscriptions(db, { count, dueAt, priceCents: PRICE_CENTS });

  const startedAt = Date.now();
  // Billing alone: its start-up recovery finds every due renewal; no one signs in.
  await serviceStack({ bench: 'renewals', runId, logLevel: 'warn' }).service(
    'subscription-billing',
    {
      name: 'billing',
      database,
      readyPath: '/health/ready',
      env: { BILLING_REDIS_PREFIX: redisPrefix, ...localProcessorEnv() },
    },
  );
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

  const passed = done >= count && elapsedSeconds <= TARGET_SECONDS && (charged?.most ?? 0) === 1;
  const section = [
    report.heading(),
    '',
    report.machineLine(),
    report.codeLine(),
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
  progress(`recorded in ${report.record(section)}`);
}

await runBench('renewals', main);
