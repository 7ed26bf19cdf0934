// Measures, in one run on this machine, one bare Node HTTP hop, auth called directly, the same call
// through the gateway, a signed-in profile read through the gateway and auth through a bare proxy
// (what one proxy hop costs at least), then prints the table and
// appends the run to load-tests/results/gateway.jsonl. Run it with `npm run bench`, which provides
// the infrastructure and the built services.
import { MongoClient } from 'mongodb';
import { newRunId, runBench, startRunReport } from '../lib/bench-run.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { describeDatabaseServer } from '../lib/database-server.mjs';
import { measureLoadCase } from '../lib/load-case.mjs';
import { seedDatabase } from '../lib/seed-database.mjs';
import { infraAddresses } from '../lib/settings.mjs';
import { startBenchStack } from './gateway-stack.mjs';
import { benchSettings } from './gateway-settings.mjs';
import { resultsTable } from './results-table.mjs';
import { summariseRounds } from './round-summary.mjs';
import { accessTokenOfNewSubscriber } from './signed-in-user.mjs';

const startedAt = Date.now();
const secondsSince = (start) => (Date.now() - start) / 1000;
const progress = (message) =>
  console.error(`[bench ${secondsSince(startedAt).toFixed(1)}s] ${message}`);

function loadCases(stack, accessToken) {
  const googleConfig = '/api/auth/google/config';
  const profile = '/api/auth/profile';
  return [
    {
      id: 'a',
      title: 'bare Fastify hello-world',
      request: 'GET /hello',
      url: `${stack.hello.url}/hello`,
    },
    {
      id: 'b',
      title: 'auth, direct',
      request: `GET ${googleConfig}`,
      url: stack.auth.url + googleConfig,
    },
    {
      id: 'c',
      title: 'auth through the gateway',
      request: `GET ${googleConfig}`,
      url: stack.gateway.url + googleConfig,
    },
    {
      id: 'd',
      title: 'signed-in profile through the gateway',
      request: `GET ${profile}`,
      url: stack.gateway.url + profile,
      headers: { authorization: `Bearer ${accessToken}` },
    },
    {
      id: 'e',
      title: 'auth through a bare proxy',
      request: `GET ${googleConfig}`,
      url: stack.bareProxy.url + googleConfig,
    },
  ];
}

/** The comparisons the table reports, each taken within a round. */
const RATIOS = [
  { over: 'c', under: 'b' },
  { over: 'd', under: 'a' },
  { over: 'e', under: 'b' },
];

function runSection({ report, databaseServer, settings, seedSeconds, table }) {
  const count = (value) => value.toLocaleString('en-US');
  const poolSize = process.env.MONGO_MAX_POOL_SIZE ?? '20 (default)';
  return [
    report.heading(),
    '',
    report.machineLine(),
    report.codeLine(),
    `- Database: ${databaseServer}; services' connection pool ${poolSize}.`,
    `- Settings: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ` +
      `${settings.durationSeconds} s measured per case, in ${settings.rounds} rounds of every case ` +
      'in turn (figures of the median round; ratios per round, their median and range); ' +
      `${count(settings.users)} users and ` +
      `${count(settings.sessions)} sessions seeded in ${seedSeconds.toFixed(1)} s; services with ` +
      'NODE_ENV=production and LOG_LEVEL=info.',
    '',
    table,
  ].join('\n');
}

async function main() {
  const settings = benchSettings();
  const report = startRunReport('gateway');
  const runId = newRunId();
  const database = `tessera_auth_bench_${runId}`;

  const client = new MongoClient(infraAddresses().MONGO_URL);
  await client.connect();
  onCleanup(() => client.close());
  onCleanup(() => client.db(database).dropDatabase());
  const databaseServer = await describeDatabaseServer(client);

  // Seeded before auth starts, which then builds its indexes over the data once instead of
  // updating them per insert, and polls no outbox while the seed is written.
  progress(`seeding ${settings.users} users and ${settings.sessions} sessions into ${database}`);
  const seedStart = Date.now();
  await seedDatabase(client.db(database), settings);
  const seedSeconds = secondsSince(seedStart);
  progress(`seeded in ${seedSeconds.toFixed(1)} s; starting auth, gateway and hello-world`);
  const stack = await startBenchStack({ runId, database, cpuProfileDir: settings.cpuProfileDir });
  progress('signing in a new subscriber');
  const accessToken = await accessTokenOfNewSubscriber(stack.gateway.url);

  const rounds = [];
  for (let round = 1; round <= settings.rounds; round += 1) {
    const results = [];
    for (const loadCase of loadCases(stack, accessToken)) {
      progress(`round ${round}/${settings.rounds}, (${loadCase.id}) ${loadCase.title}`);
      results.push({ ...loadCase, ...(await measureLoadCase(loadCase, settings)) });
    }
    rounds.push(results);
  }

  const results = summariseRounds(rounds, RATIOS);
  const table = resultsTable(results);
  console.log(table);
  // A failed request or an endpoint that never answered makes every number of the run suspect.
  const failed = results.filter((result) => result.failures > 0 || result.requests === 0);
  if (failed.length > 0) {
    const cases = failed
      .map((result) => `(${result.id}) ${result.failures} failed, ${result.requests} answered`)
      .join('; ');
    const logs = [stack.auth, stack.gateway, stack.hello, stack.bareProxy].map(
      (server) => server.logFile,
    );
    throw new Error(
      `${cases}. These numbers do not count and were not recorded. Server logs: ${logs.join(', ')}`,
    );
  }
  if (settings.cpuProfileDir) {
    progress(`profiled run, not recorded; profiles in ${settings.cpuProfileDir} once stopped`);
    return;
  }
  const section = runSection({ report, databaseServer, settings, seedSeconds, table });
  progress(`recorded in ${report.record(section)}`);
}

await runBench('gateway', main);
