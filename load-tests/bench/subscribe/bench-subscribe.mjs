// Measures subscribing through the gateway: BENCH_SUBSCRIBERS (50) subscribers, each with the test
// card that succeeds saved, subscribe at the same time, each to every one of BENCH_CREATORS (20)
// creators' tiers in turn, so 50 requests are always in flight. Then waits until every
// subscription is active (the local processor's webhook settles each payment) and checks each was
// charged once. Before that, the same with BENCH_WARMUP_CREATORS (20) more creators, not counted.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { postJson, registerUser } from '../lib/bench-accounts.mjs';
import { newRunId, percentile, progressLog, runBench, startRunReport } from '../lib/bench-run.mjs';
import { startCpuProfile } from '../lib/cpu-profiler.mjs';
import { infrastructurePids, startCpuWindow } from '../lib/process-stats.mjs';
import { summariseProfile } from '../lib/profile-summary.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { openRunStores } from '../lib/run-stores.mjs';
import { positiveInteger } from '../lib/settings.mjs';
import { startBillingStack } from './billing-stack.mjs';

const TARGET_P95_MS = 300;
// Open it in Chrome's DevTools (Performance) or any viewer of V8 CPU profiles.
const BILLING_PROFILE_FILE = path.join(REPO_ROOT, '.infra/logs/bench-subscribe-billing.cpuprofile');

const progress = progressLog('subscribe');
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One subscribe request; its status is counted, not thrown. */
async function subscribe(base, body, token) {
  const response = await fetch(`${base}/api/subscriptions/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Every subscriber subscribes, all at once, to each of `creators` in turn. */
async function subscribeAll(base, subscribers, creators) {
  const latencies = [];
  const failures = [];
  await Promise.all(
    subscribers.map(async (subscriber) => {
      for (const creator of creators) {
        const sent = performance.now();
        const result = await subscribe(
          base,
          { tierId: creator.tierId, creatorId: creator.id },
          subscriber.token,
        );
        latencies.push(performance.now() - sent);
        if (result.status !== 201) failures.push(`${result.status} ${JSON.stringify(result.body)}`);
      }
    }),
  );
  return { latencies, failures };
}

async function waitUntilActive(subscriptions, expected) {
  const deadline = Date.now() + 300_000;
  let active = 0;
  while (Date.now() < deadline) {
    active = await subscriptions.countDocuments({ status: 'active' });
    if (active >= expected) break;
    await pause(2_000);
  }
  return active;
}

/** CPU per subscription of each process, from subscribing until every subscription settled. */
function describeCpu(cpu, subscriptions) {
  const perSubscription = cpu.processes
    .filter((entry) => entry.cpuSeconds > 0)
    .sort((a, b) => b.cpuSeconds - a.cpuSeconds)
    .map((entry) => `${entry.name} ${((entry.cpuSeconds * 1000) / subscriptions).toFixed(1)}`)
    .join(', ');
  return (
    `CPU from the first request until every subscription was active (${cpu.seconds.toFixed(1)} s, ` +
    `machine ${cpu.machineCores.toFixed(2)} of its cores busy), ms per subscription: ${perSubscription}.`
  );
}

function describeProfile(summary) {
  const areas = summary.areas.map((area) => `${area.name} ${area.percent.toFixed(0)} %`);
  const functions = summary.functions.map((f) => `${f.name} ${f.percent.toFixed(1)} %`);
  return (
    `Billing's main thread over the same window: busy ${summary.busyPercent.toFixed(0)} %; busy ` +
    `time by area: ${areas.join(', ')}; hottest functions (self time): ${functions.join(', ')}.`
  );
}

async function main() {
  const subscriberCount = positiveInteger('BENCH_SUBSCRIBERS', 50);
  const creatorCount = positiveInteger('BENCH_CREATORS', 20);
  const warmUpCount = positiveInteger('BENCH_WARMUP_CREATORS', 20);
  const report = startRunReport('subscribe');
  const runId = newRunId();
  const authDatabase = `tessera_auth_sbench_${runId}`;
  const billingDatabase = `tessera_billing_sbench_${runId}`;
  const redisPrefix = `sbench_${runId}`;

  const { client } = await openRunStores({
    databases: [authDatabase, billingDatabase],
    redisPrefix,
  });

  const stack = await startBillingStack({
    runId,
    authDatabase,
    billingDatabase,
    redisPrefix,
  });
  const base = stack.gateway.url;
  progress(`registering ${creatorCount} creators and ${subscriberCount} subscribers`);
  const creators = [];
  // More creators, whose subscriptions warm the path up and are not counted.
  for (let index = 0; index < creatorCount + warmUpCount; index += 1) {
    const creator = await registerUser(base, 'creator');
    const tier = await postJson(
      `${base}/api/subscriptions/creator-tiers`,
      { name: `Tier ${index}`, priceCents: 500 + index },
      201,
      creator.token,
    );
    creators.push({ ...creator, tierId: tier.id });
  }
  const subscribers = [];
  for (let index = 0; index < subscriberCount; index += 1) {
    const subscriber = await registerUser(base, 'subscriber');
    await postJson(
      `${base}/api/billing/payment-methods`,
      { paymentMethodId: 'pm_card_visa' },
      201,
      subscriber.token,
    );
    subscribers.push(subscriber);
  }

  const warmUpCreators = creators.splice(creatorCount);
  const warmedUp = subscriberCount * warmUpCount;
  const subscriptions = client.db(billingDatabase).collection('subscriptions');
  progress(
    `warming up: ${subscriberCount} subscribers subscribing to ${warmUpCount} more creators`,
  );
  const warmUp = await subscribeAll(base, subscribers, warmUpCreators);
  await waitUntilActive(subscriptions, warmedUp);
  const warmUpSorted = [...warmUp.latencies].sort((a, b) => a - b);

  progress(`${subscriberCount} subscribers subscribing to ${creatorCount} creators each`);
  const endCpuWindow = startCpuWindow([
    { name: 'load generator', pid: process.pid },
    { name: 'gateway', pid: stack.gateway.pid },
    { name: 'auth', pid: stack.auth.pid },
    { name: 'billing', pid: stack.billing.pid },
    ...Object.entries(infrastructurePids()).map(([name, pid]) => ({ name, pid })),
  ]);
  const stopBillingProfile = await startCpuProfile(stack.billing.inspectorPort);
  const startedAt = performance.now();
  const { latencies, failures } = await subscribeAll(base, subscribers, creators);
  const seconds = (performance.now() - startedAt) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((fraction) => percentile(sorted, fraction));
  progress(`p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${failures.length} failures`);

  // The warm-up's subscriptions are active already.
  const expected = subscriberCount * (creatorCount + warmUpCount);
  const active = (await waitUntilActive(subscriptions, expected)) - warmedUp;
  const cpu = endCpuWindow();
  const rawBillingProfile = await stopBillingProfile();
  writeFileSync(BILLING_PROFILE_FILE, JSON.stringify(rawBillingProfile));
  const billingProfile = summariseProfile(rawBillingProfile, { topFunctions: 10 });
  const payments = await client.db(billingDatabase).collection('payments').countDocuments({});

  const met = p95 < TARGET_P95_MS && failures.length === 0;
  const section = [
    report.heading(),
    '',
    report.machineLine(),
    report.codeLine(),
    `- ${latencies.length} subscriptions by ${subscriberCount} concurrent subscribers in ` +
      `${seconds.toFixed(1)} s (${(latencies.length / seconds).toFixed(0)}/s): p50 ` +
      `${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ` +
      `${sorted.at(-1).toFixed(1)} ms (target p95 < ${TARGET_P95_MS} ms) — ` +
      `${met ? 'met' : 'not met'}; ${failures.length} failed${failures.length ? ` (first: ${failures[0]})` : ''}.`,
    `- Warm-up before it (not counted): ${warmUp.latencies.length} subscriptions to ` +
      `${warmUpCount} more creators, the same way: p50 ${percentile(warmUpSorted, 0.5).toFixed(1)} ms, max ` +
      `${warmUpSorted.at(-1).toFixed(1)} ms; ${warmUp.failures.length} failed.`,
    `- Afterwards ${active} of ${expected - warmedUp} subscriptions active, ${payments - warmedUp} payments (one each).`,
    `- ${describeCpu(cpu, latencies.length)}`,
    `- ${describeProfile(billingProfile)}`,
  ].join('\n');
  console.log(section);
  progress(`recorded in ${report.record(section)}`);
}

await runBench('subscribe', main);
