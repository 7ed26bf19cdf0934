// Measures the admin service in one run: the user search and the moderation queue's first page
// through the gateway as an admin, over BENCH_ADMIN_USERS (100,000) accounts and
// BENCH_ADMIN_REPORTS (100,000) queue items bulk-written into admin's read models, at
// BENCH_CONNECTIONS (16) concurrent requests; then how soon a suspension made through the gateway
// reaches auth, content, messaging, search and the public profile, for BENCH_ADMIN_SUSPENSIONS
// (20) creators.
import { performance } from 'node:perf_hooks';
import { postJson, registerUser } from '../lib/bench-accounts.mjs';
import { newRunId, percentile, progressLog, runBench, startRunReport } from '../lib/bench-run.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { describeDatabaseServer } from '../lib/database-server.mjs';
import { loadCaseSettings } from '../lib/load-case.mjs';
import { startCpuWindow } from '../lib/process-stats.mjs';
import { openRunStores } from '../lib/run-stores.mjs';
import { positiveInteger } from '../lib/settings.mjs';
import { measureRequestMix } from '../search/search-load.mjs';
import { queuePaths, timeEachAlone, userSearchPaths } from './admin-queries.mjs';
import { startAdminStack } from './admin-stack.mjs';
import { measureSuspensionReach, REACH_PROBES } from './suspension-reach.mjs';
import { seedAdminReadModels } from './seed-admin-read-models.mjs';

const TARGET_P95_MS = 100;
const TARGET_REACH_MS = 1_000;

const progress = progressLog('admin');
const fixed = (value, digits = 1) => value.toFixed(digits);
const thousands = (value) => Math.round(value).toLocaleString('en-US');
const verdict = (met) => (met ? 'met' : 'missed');

/** An admin's token: a registered account made admin in auth's store, then signed in again. */
async function adminToken(base, authDb) {
  const user = await registerUser(base, 'subscriber');
  await authDb.collection('users').updateOne({ _id: user.id }, { $set: { role: 'admin' } });
  const signedIn = await postJson(
    `${base}/api/auth/login`,
    { email: user.account.email, password: user.account.password },
    200,
  );
  return signedIn.token;
}

/** Deletes the Redis keys of the services' own prefixes (`<redisPrefix>_<service>:*`). */
function cleanUpServicePrefixes(redis, redisPrefix) {
  onCleanup(async () => {
    for await (const keys of redis.scanStream({ match: `${redisPrefix}_*`, count: 1_000 })) {
      if (keys.length > 0) await redis.del(...keys);
    }
  });
}

function caseRow(name, result) {
  return (
    `| ${name} | ${thousands(result.requestsPerSecond)} | ${fixed(result.p50Ms)} | ` +
    `${fixed(result.p95Ms)} | ${fixed(result.p99Ms)} | ${result.failures} | ` +
    `p95 < ${TARGET_P95_MS} ms: ${verdict(result.p95Ms < TARGET_P95_MS)} |`
  );
}

function soloRows(rows) {
  return rows.map(
    (row) =>
      `| \`${decodeURIComponent(row.path)}\` | ${row.total === null ? '–' : thousands(row.total)} | ` +
      `${fixed(row.p50Ms)} | ${fixed(row.maxMs)} | ${row.failures.join(' ') || 0} |`,
  );
}

function reachRows(runs) {
  const column = (values) => Float64Array.from(values).sort();
  const row = (name, fromStart, fromAnswer) => {
    const start = column(fromStart);
    const answer = column(fromAnswer);
    return (
      `| ${name} | ${fixed(percentile(answer, 0.5))} | ${fixed(percentile(answer, 0.95))} | ` +
      `${fixed(answer.at(-1))} | ${fixed(percentile(start, 0.95))} | ${fixed(start.at(-1))} | ` +
      `${verdict(start.at(-1) < TARGET_REACH_MS)} |`
    );
  };
  const calls = runs.map((run) => run.callMs);
  return [
    row(
      'the call itself (PUT …/status)',
      calls,
      calls.map(() => 0),
    ),
    ...REACH_PROBES.map((probe, index) =>
      row(
        probe,
        runs.map((run) => run.fromStart[index]),
        runs.map((run) => run.fromAnswer[index]),
      ),
    ),
    row(
      'every probe (the slowest of each)',
      runs.map((run) => Math.max(...run.fromStart)),
      runs.map((run) => Math.max(...run.fromAnswer)),
    ),
  ];
}

async function main() {
  const users = positiveInteger('BENCH_ADMIN_USERS', 100_000);
  const reports = positiveInteger('BENCH_ADMIN_REPORTS', 100_000);
  const suspensions = positiveInteger('BENCH_ADMIN_SUSPENSIONS', 20);
  const load = { ...loadCaseSettings(), connections: positiveInteger('BENCH_CONNECTIONS', 16) };
  const opensearchUrl = process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200';

  const report = startRunReport('admin');
  const runId = newRunId();
  const databases = Object.fromEntries(
    ['auth', 'admin', 'content', 'messaging', 'search'].map((service) => [
      service,
      `tessera_${service}_adminbench_${runId}`,
    ]),
  );
  const redisPrefix = `adminbench_${runId}`;
  const { client, redis } = await openRunStores({
    databases: Object.values(databases),
    redisPrefix,
  });
  cleanUpServicePrefixes(redis, redisPrefix);
  const databaseServer = await describeDatabaseServer(client);

  progress('starting auth, admin, content, messaging, search and the gateway');
  const stack = await startAdminStack({ runId, databases, redisPrefix, opensearchUrl });
  const base = stack.gateway.url;

  const reachToken = await adminToken(base, client.db(databases.auth));
  // Before the bulk load, so the figures are the services' own and not the database's backlog.
  progress(`suspending ${suspensions} signed-in creators and timing its reach`);
  const reach = await measureSuspensionReach({
    base,
    adminToken: reachToken,
    count: suspensions,
    progress,
  });
  const reachMet = reach.every((run) => Math.max(...run.fromStart) < TARGET_REACH_MS);

  progress(`bulk-writing ${users} users and ${reports} queue items into admin's read models`);
  const seedStarted = performance.now();
  const names = await seedAdminReadModels(client.db(databases.admin), { users, reports });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  progress(`seeded in ${fixed(seedSeconds)} s`);

  // A new token: the first may have expired while the read models were written.
  const token = await adminToken(base, client.db(databases.auth));
  const headers = { authorization: `Bearer ${token}` };
  const searchPaths = userSearchPaths(names);
  const pagePaths = queuePaths();
  progress('timing each query alone');
  const searchAlone = await timeEachAlone(base, searchPaths, token);
  const queueAlone = await timeEachAlone(base, pagePaths, token);

  const cpuProcesses = [
    { name: 'load generator', pid: process.pid },
    { name: 'gateway', pid: stack.gateway.pid },
    { name: 'admin', pid: stack.admin.pid },
  ];
  progress(`user search at ${load.connections} concurrent requests`);
  const endSearchCpu = startCpuWindow(cpuProcesses);
  const search = await measureRequestMix(base, searchPaths, headers, load);
  const searchCpu = endSearchCpu();
  progress(`queue first page at ${load.connections} concurrent requests`);
  const queue = await measureRequestMix(base, pagePaths, headers, load);

  const cpuLine = searchCpu.processes
    .map((entry) => `${entry.name} ${fixed(entry.cores, 2)}`)
    .join(', ');
  const section = [
    report.heading(),
    '',
    report.machineLine(),
    report.codeLine(`. Database: ${databaseServer}`),
    `- Settings: ${load.connections} connections, ${load.warmupSeconds} s warm-up + ` +
      `${load.durationSeconds} s per case; each connection goes round the case's paths in turn.`,
    `- Data: ${thousands(users)} users and ${thousands(reports)} queue items bulk-written into ` +
      `admin's admin_users and moderation_queue in ${fixed(seedSeconds)} s.`,
    '',
    '| Case | req/s | p50 ms | p95 ms | p99 ms | errors + non-2xx | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    caseRow(`user search (${searchPaths.length} queries in turn)`, search),
    caseRow(`queue first page (${pagePaths.length} filters in turn)`, queue),
    '',
    `- CPU during the user search (cores): ${cpuLine}; machine ${fixed(searchCpu.machineCores, 2)}.`,
    '',
    '| Query alone (3 times) | total | p50 ms | max ms | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...soloRows([...searchAlone, ...queueAlone]),
    '',
    `Suspension reach, ${reach.length} creators each signed in with a socket open through the ` +
      `gateway and found by search; probes polled every 10 ms (target: every probe within ` +
      `${TARGET_REACH_MS} ms of the call's start: ${verdict(reachMet)}).`,
    '',
    '| Where | p50 ms after the answer | p95 after the answer | max after the answer | p95 from the start | max from the start | < 1 s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...reachRows(reach),
  ].join('\n');
  console.log(section);
  progress(`recorded in ${report.record(section)}`);
}

await runBench('admin', main);
