// Measures the content service's targets through the gateway in one run on this machine: feed and
// post reads over a large seeded catalogue, scheduled publishing lateness and the memory a large
// video upload costs, then appends the figures to load-tests/results/content.jsonl. Run it with
// `npm run bench:content`, which provides the infrastructure and the built services.
import rules from '@tessera/rules';
import { registerUser } from '../lib/bench-accounts.mjs';
import { newRunId, runBench, startRunReport } from '../lib/bench-run.mjs';
import { describeDatabaseServer } from '../lib/database-server.mjs';
import { loadCaseSettings, measureLoadCase } from '../lib/load-case.mjs';
import { openRunStores } from '../lib/run-stores.mjs';
import { positiveInteger } from '../lib/settings.mjs';
import { startContentStack } from './content-stack.mjs';
import { measureScheduledPublishing } from './scheduled-publishing.mjs';
import {
  creatorEntitlements,
  followedCreators,
  seedContent,
  viewerEntitlements,
} from './seed-content.mjs';
import { measureVideoUpload, pidListeningOn } from './video-upload.mjs';

const TARGETS = {
  feedRequestsPerSecond: 500,
  feedP95Ms: 50,
  postRequestsPerSecond: 1_000,
  publishLateMs: 1_000,
  uploadRssGrowthMiB: 100,
};
const SCHEDULED_POSTS = 100;
const SCHEDULE_LEAD_MS = 20_000;

const startedAt = Date.now();
const secondsSince = (start) => (Date.now() - start) / 1000;
const progress = (message) =>
  console.error(`[bench:content ${secondsSince(startedAt).toFixed(1)}s] ${message}`);

function contentSettings() {
  return {
    ...loadCaseSettings(),
    creators: positiveInteger('BENCH_CREATORS', 1_000),
    posts: positiveInteger('BENCH_POSTS', 100_000),
    subscribers: positiveInteger('BENCH_SUBSCRIBERS', 10_000),
    subscriptionsEach: positiveInteger('BENCH_SUBSCRIPTIONS_EACH', 20),
  };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until one read answers within half a second: the service has caught up with its queue. */
async function settled(url, headers) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const start = Date.now();
    const response = await fetch(url, { headers }).catch(() => null);
    if (response?.ok && Date.now() - start < 500) return;
    await pause(1_000);
  }
  throw new Error('the content service did not catch up within 120 s after the read cases');
}

const count = (value) => value.toLocaleString('en-US');
const mib = (bytes) => bytes / 1024 / 1024;
const verdict = (passed) => (passed ? 'pass' : 'miss');

function runSection({ report, databaseServer, settings, seedSeconds, read, scheduled, upload }) {
  const [feed, post] = read;
  const growth = (side) => mib(upload[side].peak - upload[side].baseline);
  const rows = [
    [
      '(1) feed, first page',
      `${count(Math.round(feed.requestsPerSecond))} req/s, p50 ${feed.p50Ms.toFixed(1)} ms, ` +
        `p95 ${feed.p95Ms.toFixed(1)} ms, ${feed.failures} errors`,
      `≥ ${TARGETS.feedRequestsPerSecond} req/s, p95 < ${TARGETS.feedP95Ms} ms`,
      verdict(
        feed.requestsPerSecond >= TARGETS.feedRequestsPerSecond && feed.p95Ms < TARGETS.feedP95Ms,
      ),
    ],
    [
      '(2) one post',
      `${count(Math.round(post.requestsPerSecond))} req/s, p50 ${post.p50Ms.toFixed(1)} ms, ` +
        `p95 ${post.p95Ms.toFixed(1)} ms, ${post.failures} errors`,
      `≥ ${count(TARGETS.postRequestsPerSecond)} req/s`,
      verdict(post.requestsPerSecond >= TARGETS.postRequestsPerSecond),
    ],
    [
      `(3) ${scheduled.count} posts scheduled for one instant`,
      `${scheduled.published} published; late by max ${Math.round(scheduled.maxLateMs)} ms, ` +
        `p95 ${Math.round(scheduled.p95LateMs)} ms`,
      `≤ ${TARGETS.publishLateMs} ms late`,
      verdict(
        scheduled.published === scheduled.count && scheduled.maxLateMs <= TARGETS.publishLateMs,
      ),
    ],
    [
      `(4) ${Math.round(mib(upload.size))} MiB video upload`,
      `${upload.seconds.toFixed(1)} s (${upload.mbPerSecond.toFixed(0)} MiB/s); RSS growth ` +
        `gateway ${growth('gateway').toFixed(1)} MiB (peak ${mib(upload.gateway.peak).toFixed(0)} MiB), ` +
        `content ${growth('content').toFixed(1)} MiB (peak ${mib(upload.content.peak).toFixed(0)} MiB)`,
      `< ${TARGETS.uploadRssGrowthMiB} MiB growth each`,
      verdict(Math.max(growth('gateway'), growth('content')) < TARGETS.uploadRssGrowthMiB),
    ],
  ];
  return [
    report.heading(),
    '',
    report.machineLine(),
    report.codeLine(),
    `- Database: ${databaseServer}; services' connection pool ` +
      `${process.env.MONGO_MAX_POOL_SIZE ?? '20 (default)'}.`,
    `- Data: ${count(settings.creators)} creators, ${count(settings.posts)} published posts and ` +
      `${count(settings.subscribers)} subscribers with ${settings.subscriptionsEach} creator ` +
      `subscriptions each, seeded in ${seedSeconds.toFixed(1)} s.`,
    `- Settings: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ` +
      `${settings.durationSeconds} s measured per read case; services with NODE_ENV=production ` +
      'and LOG_LEVEL=info. The video is the largest the service accepts (100 MB, a constant of ' +
      'the upload rules, no setting raises it), not the 200 MB of the target.',
    '',
    '| Case | Measured | Target | Result |',
    '| ---- | -------- | ------ | ------ |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

async function main() {
  const settings = contentSettings();
  const report = startRunReport('content');
  const runId = newRunId();
  const authDatabase = `tessera_auth_cbench_${runId}`;
  const contentDatabase = `tessera_content_cbench_${runId}`;
  const redisPrefix = `cbench_${runId}`;
  const { client, redis } = await openRunStores({
    databases: [authDatabase, contentDatabase],
    redisPrefix,
  });
  const databaseServer = await describeDatabaseServer(client);
  const db = client.db(contentDatabase);

  progress(
    `seeding ${count(settings.creators)} creators, ${count(settings.posts)} posts and ` +
      `${count(settings.subscribers)} subscribers into ${contentDatabase} and Redis ${redisPrefix}`,
  );
  const seedStart = Date.now();
  const { creatorIds } = await seedContent(db, redis, redisPrefix, settings);
  const seedSeconds = secondsSince(seedStart);
  progress(`seeded in ${seedSeconds.toFixed(1)} s; starting auth, content and gateway`);
  const stack = await startContentStack({
    runId,
    authDatabase,
    contentDatabase,
    redisPrefix,
    contentEnv: { CONTENT_MODERATION_REQUIRED: 'false' },
  });

  progress('registering a subscriber and a creator through the gateway');
  const subscriber = await registerUser(stack.gateway.url, 'subscriber');
  const creator = await registerUser(stack.gateway.url, 'creator');
  const followed = followedCreators(creatorIds, 0, settings.subscriptionsEach);
  await db
    .collection('viewer_entitlements')
    .insertMany([viewerEntitlements(subscriber.id, followed), creatorEntitlements(creator.id)]);
  const readable = await db
    .collection('posts')
    .findOne({ creatorId: followed[0], privacyLevel: 'subscribers' });

  const auth = { authorization: `Bearer ${subscriber.token}` };
  const read = [];
  for (const [label, path] of [
    ['(1) feed', '/api/content/feed'],
    ['(2) one post', `/api/content/${readable._id}`],
  ]) {
    progress(`${label}: GET ${path}`);
    const measured = await measureLoadCase(
      { url: stack.gateway.url + path, headers: auth },
      settings,
    );
    progress(
      `${label}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p95 ${measured.p95Ms} ms, ${measured.failures} failures`,
    );
    read.push(measured);
  }

  progress('waiting for the requests the read cases left queued to drain');
  await settled(`${stack.gateway.url}/api/content/${readable._id}`, auth);
  progress(`(3) scheduling ${SCHEDULED_POSTS} posts for one instant`);
  const scheduled = await measureScheduledPublishing({
    gatewayUrl: stack.gateway.url,
    token: creator.token,
    db,
    count: SCHEDULED_POSTS,
    leadMs: SCHEDULE_LEAD_MS,
  });

  progress('(4) streaming a video upload through the gateway');
  const upload = await measureVideoUpload({
    gatewayUrl: stack.gateway.url,
    token: creator.token,
    size: rules.VIDEO_MAX_BYTES,
    pids: [pidListeningOn(stack.gateway.url), pidListeningOn(stack.content.url)],
  });

  // Timeouts and errors are part of a slow result and are recorded with it; an endpoint that
  // never answered measured nothing.
  if (read.some((result) => result.requests === 0)) {
    const logs = [stack.auth, stack.content, stack.gateway].map((server) => server.logFile);
    throw new Error(`a read case got no answer; nothing recorded. Server logs: ${logs.join(', ')}`);
  }
  const section = runSection({
    report,
    databaseServer,
    settings,
    seedSeconds,
    read,
    scheduled,
    upload,
  });
  console.log(section);
  progress(`recorded in ${report.record(section)}`);
}

await runBench('content', main);
