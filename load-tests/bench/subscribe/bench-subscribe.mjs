// Measures subscribing through the gateway: BENCH_SUBSCRIBERS (50) subscribers, each with the test
// card that succeeds saved, subscribe at the same time, each to every one of BENCH_CREATORS (20)
// creators' tiers in turn, so 50 requests are always in flight. Then waits until every
// subscription is active (the local processor's webhook settles each payment) and checks each was
// charged once. Before that, the same with BENCH_WARMUP_CREATORS (20) more creators, not counted.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cleanUp, cleanUpOnSignals } from '../cleanup.mjs';
import { describeMachine } from '../machine.mjs';
import { startCpuProfile } from '../cpu-profiler.mjs';
import { infrastructurePids, startCpuWindow } from '../process-stats.mjs';
import { summariseProfile } from '../profile-summary.mjs';
import { REPO_ROOT } from '../repo-root.mjs';
import { recordRun } from '../run-results.mjs';
import { openRunStores } from '../run-stores.mjs';
import { describeSourceRevision } from '../source-revision.mjs';
import { startBillingStack } from './billing-stack.mjs';

const TARGET_P95_MS = 300;
// Open it in Chrome's DevTools (Performance) or any viewer of V8 CPU profiles.
const BILLING_PROFILE_FILE = path.join(REPO_ROOT, '.infra/logs/bench-subscribe-billing.cpuprofile');

const progress = (line) => console.log(`[bench:subscribe] ${line}`);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function positive(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}: '${raw}'`);
  return value;
}

async function call(base, method, path, body, token, expected) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = await response.json().catch(() => null);
  if (expected && response.status !== expected) {
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(payload)}`);
  }
  return { status: response.status, body: payload };
}

async function register(base, role) {
  const suffix = randomBytes(5).toString('hex');
  const registered = await call(
    base,
    'POST',
    '/api/auth/register',
    {
      email: `sbench-${suffix}@bench.tessera.example`,
      username: `sb_${suffix}`,
      displayName: role === 'creator' ? 'Bench Creator' : 'Bench Subscriber',
      password: `Bench-${suffix}-1`,
      role,
    },
    undefined,
    201,
  );
  return { id: registered.body.data.user.id, token: registered.body.data.token };
}

/** Every subscriber subscribes, all at once, to each of `creators` in turn. */
async function subscribeAll(base, subscribers, creators) {
  const latencies = [];
  const failures = [];
  await Promise.all(
    subscribers.map(async (subscriber) => {
      for (const creator of creators) {
        const sent = performance.now();
        const result = await call(
          base,
          'POST',
          '/api/subscriptions/subscribe',
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

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
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
  cleanUpOnSignals();
  const subscriberCount = positive('BENCH_SUBSCRIBERS', 50);
  const creatorCount = positive('BENCH_CREATORS', 20);
  const warmUpCount = positive('BENCH_WARMUP_CREATORS', 20);
  const revision = describeSourceRevision();
  const machine = describeMachine();
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
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
    const creator = await register(base, 'creator');
    const tier = await call(
      base,
      'POST',
      '/api/subscriptions/creator-tiers',
      {
        name: `Tier ${index}`,
        priceCents: 500 + index,
      },
      creator.token,
      201,
    );
    creators.push({ ...creator, tierId: tier.body.data.id });
  }
  const subscribers = [];
  for (let index = 0; index < subscriberCount; index += 1) {
    const subscriber = await register(base, 'subscriber');
    await call(
      base,
      'POST',
      '/api/billing/payment-methods',
      { paymentMethodId: 'pm_card_visa' },
      subscriber.token,
      201,
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
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p));
  progress(`p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${failures.length} failures`);

  // The warm-up's subscriptions are active already.
  const expected = subscriberCount * (creatorCount + warmUpCount);
  const active = (await waitUntilActive(subscriptions, expected)) - warmedUp;
  const cpu = endCpuWindow();
  const rawBillingProfile = await stopBillingProfile();
  writeFileSync(BILLING_PROFILE_FILE, JSON.stringify(rawBillingProfile));
  const billingProfile = summariseProfile(rawBillingProfile, { topFunctions: 10 });
  const payments = await client.db(billingDatabase).collection('payments').countDocuments({});

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const met = p95 < TARGET_P95_MS && failures.length === 0;
  const section = [
    `### ${date} UTC`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB.toFixed(1)} GiB RAM; ` +
      `one-minute load average ${machine.loadAverage} when the run started; Node ${machine.node}.`,
    `- Code: commit ${revision}.`,
    `- ${latencies.length} subscriptions by ${subscriberCount} concurrent subscribers in ` +
      `${seconds.toFixed(1)} s (${(latencies.length / seconds).toFixed(0)}/s): p50 ` +
      `${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ` +
      `${sorted.at(-1).toFixed(1)} ms (target p95 < ${TARGET_P95_MS} ms) — ` +
      `${met ? 'met' : 'not met'}; ${failures.length} failed${failures.length ? ` (first: ${failures[0]})` : ''}.`,
    `- Warm-up before it (not counted): ${warmUp.latencies.length} subscriptions to ` +
      `${warmUpCount} more creators, the same way: p50 ${percentile(warmUpSorted, 50).toFixed(1)} ms, max ` +
      `${warmUpSorted.at(-1).toFixed(1)} ms; ${warmUp.failures.length} failed.`,
    `- Afterwards ${active} of ${expected - warmedUp} subscriptions active, ${payments - warmedUp} payments (one each).`,
    `- ${describeCpu(cpu, latencies.length)}`,
    `- ${describeProfile(billingProfile)}`,
  ].join('\n');
  console.log(section);
  progress(`recorded in ${recordRun('subscribe', section)}`);
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
