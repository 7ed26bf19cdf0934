// Renders one messaging bench run, judged against the issue's targets.

const TARGET = { sockets: 10_000, holdSeconds: 300, rate: 1_000, p95Ms: 100 };

const count = (value) => Math.round(value).toLocaleString('en-US');
const ms = (value) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`);
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const latencies = (stats) =>
  `p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, p99 ${ms(stats.p99)}, max ${ms(stats.max)}`;

function isFullSize(settings) {
  return (
    settings.sockets >= TARGET.sockets &&
    settings.holdSeconds >= TARGET.holdSeconds &&
    settings.rate >= TARGET.rate
  );
}

function verdict(full, met) {
  if (!full) return 'reduced size';
  return met ? 'met' : 'not met';
}

function resultsTable(run) {
  const { settings, ramp, hold, send, perReplica, memory } = run;
  const full = isFullSize(settings);
  const sendRate = send.sent / send.sendSeconds;
  const deliveredRate = send.delivered / send.deliverySeconds;
  const failed = ramp.failures.length;
  const rows = [
    [
      'Sockets opened through the gateway',
      `${count(TARGET.sockets)}`,
      `${count(ramp.opened)} of ${count(settings.sockets)} in ${ramp.seconds.toFixed(1)} s ` +
        `(${count(ramp.opened / ramp.seconds)}/s; handshake ${latencies(ramp.connect)}); ` +
        `${count(failed)} failed${failed ? ` (first: "${ramp.failures[0]}")` : ''}`,
      verdict(full, ramp.opened >= TARGET.sockets),
    ],
    [
      `Sockets still open after ${settings.holdSeconds} s`,
      `all, for ${TARGET.holdSeconds} s`,
      `${count(hold.stillOpen)}; disconnects: ${hold.disconnects || 'none'}`,
      verdict(full, hold.stillOpen === ramp.opened && ramp.opened >= TARGET.sockets),
    ],
    [
      'Sockets per messaging replica',
      'each pair split over the two',
      `${perReplica.map((replica) => `${replica.name} ${count(replica.connections)}`).join(', ')}`,
      perReplica.every((replica) => replica.connections > 0) ? 'split' : 'not split',
    ],
    [
      'Messages sent',
      `${count(TARGET.rate)}/s`,
      `${count(send.sent)} in ${send.sendSeconds.toFixed(1)} s (${count(sendRate)}/s); ` +
        `${count(send.ackErrors.length)} refused or unacknowledged` +
        `${send.ackErrors.length ? ` (first: "${send.ackErrors[0]}")` : ''}; acknowledged ` +
        latencies(send.ack),
      verdict(full, sendRate >= TARGET.rate * 0.99 && send.ackErrors.length === 0),
    ],
    [
      'Messages delivered to the recipient',
      `${count(TARGET.rate)}/s`,
      `${count(send.delivered)} (${((100 * send.delivered) / send.sent).toFixed(1)} %), ` +
        `${count(deliveredRate)}/s from the first send to the last delivery; ` +
        `${count(send.lost)} not delivered within 15 s of the last send, ` +
        `${count(send.unexpected)} unexpected (repeated or unknown)`,
      verdict(full, deliveredRate >= TARGET.rate * 0.99 && send.lost === 0),
    ],
    [
      'Most delivered (closed loop)',
      'the maximum where a target is missed',
      `${count(run.capacity.delivered / run.capacity.elapsedSeconds)}/s with ` +
        `${run.capacity.inFlight} messages in flight for ${run.capacity.elapsedSeconds.toFixed(0)} s; ` +
        `${latencies(run.capacity.latency)}; ${count(run.capacity.timedOut)} not delivered ` +
        `within 10 s, ${count(run.capacity.ackErrors.length)} refused or unacknowledged`,
      'measured',
    ],
    [
      'Send-to-receive latency',
      `p95 < ${TARGET.p95Ms} ms`,
      latencies(send.latency),
      verdict(full, send.latency.p95 < TARGET.p95Ms),
    ],
    [
      'Memory per socket (resident)',
      'reported',
      memory
        .map(
          (entry) =>
            `${entry.name} ${kib((entry.afterBytes - entry.beforeBytes) / entry.sockets)} ` +
            `(${mib(entry.beforeBytes)} → ${mib(entry.afterBytes)}, ${count(entry.sockets)} sockets)`,
        )
        .join('; '),
      'reported',
    ],
  ];
  return [
    '| Measure | Target | Measured | Result |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function cpuTable({ cpu }) {
  const rows = [...cpu.processes]
    .sort((a, b) => b.cores - a.cores)
    .map((entry) => `| ${entry.name} | ${entry.cores.toFixed(2)} |`);
  return [
    `| Process (CPU during the ${cpu.seconds.toFixed(0)} s of sending) | cores |`,
    '| --- | ---: |',
    ...rows,
    `| whole machine, everything included | ${cpu.machineCores.toFixed(2)} |`,
  ].join('\n');
}

function profileLines({ profiles }) {
  return profiles.map(({ name, summary }) => {
    const areas = summary.areas.map((area) => `${area.name} ${area.percent.toFixed(0)} %`);
    const functions = summary.functions.map((f) => `${f.name} ${f.percent.toFixed(1)} %`);
    return (
      `- ${name}: main thread busy ${summary.busyPercent.toFixed(0)} % of the window; busy time ` +
      `by area: ${areas.join(', ')}; hottest functions (self time): ${functions.join(', ')}.`
    );
  });
}

export function runSection(run) {
  const { report, settings } = run;
  const size =
    `${count(settings.sockets)} sockets, ${count(settings.rate)} messages/s` +
    (isFullSize(settings) ? '' : ' (reduced size)');
  return [
    report.heading(size),
    '',
    report.machineLine(
      `; open files limited to ${count(run.fileLimit)} per process, so one gateway process, ` +
        `holding ${run.gatewayBaseFiles} files before any socket and two per socket, can relay ` +
        `at most ${count(Math.floor((run.fileLimit - run.gatewayBaseFiles) / 2))} sockets`,
    ),
    report.codeLine(`. Database: ${run.databaseServer}`),
    `- Settings: ${count(settings.sockets)} users in ${count(settings.sockets / 2)} pairs ` +
      `(seeded in ${run.seedSeconds.toFixed(1)} s), ${settings.gateways} gateway process` +
      `${settings.gateways > 1 ? 'es' : ''}, ${settings.replicas} messaging replicas; hold ` +
      `${settings.holdSeconds} s; ${count(settings.rate)} messages/s for ` +
      `${settings.sendSeconds} s; services with NODE_ENV=production and LOG_LEVEL=warn. The ` +
      `load generator's event loop lagged up to ${ms(run.send.generatorLoopDelayP99Ms)} (p99) ` +
      'while sending.',
    '',
    resultsTable(run),
    '',
    cpuTable(run),
    '',
    'Profiles over the sending window:',
    '',
    ...profileLines(run),
  ].join('\n');
}
