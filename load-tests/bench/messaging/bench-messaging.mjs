// Measures live messaging through the gateway: BENCH_SOCKETS (10,000) authenticated sockets over
// two messaging replicas, held for BENCH_HOLD_SECONDS (300), then BENCH_RATE (1,000) messages/s
// for BENCH_SEND_SECONDS (60) between random pairs whose two users sit on different replicas.
// Appends the run to load-tests/results/messaging.jsonl. Run it with `npm run bench:messaging`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { newRunId, runBench, startRunReport } from '../lib/bench-run.mjs';
import { startCpuProfile } from '../lib/cpu-profiler.mjs';
import { describeDatabaseServer } from '../lib/database-server.mjs';
import {
  connectionsFromProcessTo,
  infrastructurePids,
  residentBytes,
  startCpuWindow,
} from '../lib/process-stats.mjs';
import { summariseProfile } from '../lib/profile-summary.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { openRunStores } from '../lib/run-stores.mjs';
import { checkTokenThroughGateway, mintAccessTokens } from './access-tokens.mjs';
import { latencyStats } from './latency-stats.mjs';
import { DeliveryTracker, measureCapacity, sendAtRate } from './message-load.mjs';
import { runSection } from './messaging-run-section.mjs';
import { messagingBenchSettings } from './messaging-settings.mjs';
import { startMessagingStack } from './messaging-stack.mjs';
import { seedMessaging } from './seed-messaging.mjs';
import { seedSignedInUsers } from './seed-users.mjs';
import { closeAll, connectPairs } from './socket-fleet.mjs';

const HOLD_REPORT_SECONDS = 30;
// The closed-loop phase that finds the most the stack delivers, before the fixed-rate phase whose
// backlog would otherwise still be draining.
const CAPACITY_SECONDS = 20;
const CAPACITY_IN_FLIGHT = 16;
const startedAt = performance.now();
const progress = (line) =>
  console.log(`[bench:messaging ${((performance.now() - startedAt) / 1000).toFixed(0)}s] ${line}`);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const secondsSince = (start) => (performance.now() - start) / 1000;

/** The open-files limit this process, and every process it starts, runs under. */
function openFileLimit() {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  return Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Number.NaN);
}

async function holdSockets(pairs, holdSeconds) {
  const sockets = pairs.flatMap((pair) => Object.values(pair.sockets));
  const openNow = () => sockets.filter((socket) => socket.connected).length;
  for (let held = 0; held < holdSeconds; held += HOLD_REPORT_SECONDS) {
    await pause(Math.min(HOLD_REPORT_SECONDS, holdSeconds - held) * 1000);
    progress(`holding: ${openNow()} of ${sockets.length} sockets open`);
  }
  return openNow();
}

async function main() {
  const settings = messagingBenchSettings();
  const report = startRunReport('messaging');
  const runId = newRunId();
  const authDatabase = `tessera_auth_mbench_${runId}`;
  const messagingDatabase = `tessera_messaging_mbench_${runId}`;
  const redisPrefix = `mbench_${runId}`;
  progress(`load average ${report.machine.loadAverage}; ${JSON.stringify(settings)}`);

  const { client } = await openRunStores({
    databases: [authDatabase, messagingDatabase],
    redisPrefix,
  });
  const databaseServer = await describeDatabaseServer(client);
  const seedStart = performance.now();
  const users = await seedSignedInUsers(client.db(authDatabase), settings.sockets);
  const pairs = await seedMessaging(client.db(messagingDatabase), users);
  const seedSeconds = secondsSince(seedStart);
  progress(
    `seeded ${users.length} users, ${pairs.length} conversations in ${seedSeconds.toFixed(1)} s`,
  );

  const stack = await startMessagingStack({
    runId,
    authDatabase,
    messagingDatabase,
    redisPrefix,
    settings,
  });
  const tokenList = await mintAccessTokens({
    auth: stack.auth,
    authDb: client.db(authDatabase),
    signingKeySecret: stack.signingKeySecret,
    users,
  });
  const tokens = new Map(users.map((user, index) => [user.id, tokenList[index]]));
  await checkTokenThroughGateway(stack.gateways[0].url, tokenList[0]);
  progress(`${tokenList.length} access tokens minted and accepted by the gateway`);

  const measured = [...stack.gateways, ...stack.replicas];
  const memoryBefore = measured.map((entry) => residentBytes(entry.pid));
  const generatorBefore = process.memoryUsage().rss;
  // What a gateway holds open before any socket: the rest of its file limit is two per socket.
  const gatewayBaseFiles = readdirSync(`/proc/${stack.gateways[0].pid}/fd`).length;

  let tracker = new DeliveryTracker();
  const disconnects = new Map();
  const handlers = {
    onMessage: (user, message) => tracker.received(user, message),
    onDisconnect: (_user, reason) => disconnects.set(reason, (disconnects.get(reason) ?? 0) + 1),
  };
  progress(`opening ${settings.sockets} sockets through ${settings.gateways} gateway(s)`);
  const ramp = await connectPairs({ pairs, tokens, gateways: stack.gateways, handlers });
  const opened = ramp.connected.length * 2;
  progress(
    `${opened} sockets open in ${ramp.seconds.toFixed(1)} s, ${ramp.failures.length} failed`,
  );
  if (ramp.connected.length === 0) throw new Error(`no pair connected: ${ramp.failures[0]}`);
  // Counted by the kernel: the gateways' connections to each replica's port.
  const perReplica = stack.replicas.map((replica) => ({
    name: replica.name,
    connections: stack.gateways.reduce(
      (sum, gateway) =>
        sum + connectionsFromProcessTo(gateway.pid, Number(new URL(replica.url).port)),
      0,
    ),
  }));
  progress(`per replica: ${JSON.stringify(perReplica)}`);

  const stillOpen = await holdSockets(ramp.connected, settings.holdSeconds);
  const memory = measured.map((entry, index) => ({
    name: entry.name,
    sockets: entry.name.includes('gateway')
      ? opened / settings.gateways
      : perReplica.find((replica) => entry.name.endsWith(replica.name)).connections,
    beforeBytes: memoryBefore[index],
    afterBytes: residentBytes(entry.pid),
  }));
  memory.push({
    name: 'load generator',
    sockets: opened,
    beforeBytes: generatorBefore,
    afterBytes: process.memoryUsage().rss,
  });

  progress(`closed loop: ${CAPACITY_IN_FLIGHT} messages in flight for ${CAPACITY_SECONDS} s`);
  const capacity = await measureCapacity({
    pairs: ramp.connected,
    inFlight: CAPACITY_IN_FLIGHT,
    seconds: CAPACITY_SECONDS,
    tracker,
  });
  capacity.latency = latencyStats(tracker.latencyMs);
  capacity.delivered = tracker.latencyMs.length;
  progress(
    `closed loop: ${capacity.delivered} delivered in ${capacity.elapsedSeconds.toFixed(1)} s`,
  );
  tracker = new DeliveryTracker();

  progress(`sending ${settings.rate} messages/s for ${settings.sendSeconds} s`);
  const infrastructure = Object.entries(infrastructurePids()).map(([name, pid]) => ({
    name: `${name} (shared infrastructure)`,
    pid,
  }));
  const endCpuWindow = startCpuWindow([
    { name: 'load generator', pid: process.pid },
    { name: 'auth', pid: stack.auth.pid },
    ...measured.map((entry) => ({ name: entry.name, pid: entry.pid })),
    ...infrastructure,
  ]);
  const stopProfiles = await Promise.all(
    measured.map((entry) => startCpuProfile(entry.inspectorPort)),
  );
  const send = await sendAtRate({
    pairs: ramp.connected,
    rate: settings.rate,
    seconds: settings.sendSeconds,
    tracker,
  });
  const cpu = endCpuWindow();
  // Taken before the bench closes its own sockets, which would count as disconnects too.
  const disconnectsSeen = [...disconnects].map(([reason, n]) => `${n} × ${reason}`).join(', ');
  const profiles = [];
  for (const [index, stop] of stopProfiles.entries()) {
    const profile = await stop();
    const name = measured[index].name;
    writeFileSync(
      `${REPO_ROOT}/.infra/logs/bench-messaging-${name}.cpuprofile`,
      JSON.stringify(profile),
    );
    profiles.push({ name, summary: summariseProfile(profile) });
  }
  closeAll(ramp.connected);

  const deliverySeconds = (tracker.lastDeliveryAt - send.startedAt) / 1000;
  const run = {
    report,
    databaseServer,
    settings,
    fileLimit: openFileLimit(),
    gatewayBaseFiles,
    seedSeconds,
    ramp: {
      opened,
      seconds: ramp.seconds,
      failures: ramp.failures,
      connect: latencyStats(ramp.connectMs),
    },
    perReplica,
    hold: {
      stillOpen,
      disconnects: disconnectsSeen,
    },
    send: {
      ...send,
      ack: latencyStats(send.ackMs),
      delivered: tracker.latencyMs.length,
      unexpected: tracker.unexpected,
      deliverySeconds,
      latency: latencyStats(tracker.latencyMs),
    },
    capacity,
    memory,
    cpu,
    profiles,
  };
  const section = runSection(run);
  console.log(section);
  progress(`recorded in ${report.record(section)}`);
}

await runBench('messaging', main);
