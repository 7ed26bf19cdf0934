// What one bench run measures with. Every value can be overridden from the environment, so a
// quick check can run shorter or a bigger machine can use more connections.

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer, got '${raw}'`);
  }
  return value;
}

export function benchSettings() {
  return {
    durationSeconds: positiveInteger('BENCH_DURATION_SECONDS', 10),
    warmupSeconds: positiveInteger('BENCH_WARMUP_SECONDS', 2),
    // Every case is measured once per round, round after round; see round-summary.mjs.
    rounds: positiveInteger('BENCH_ROUNDS', 3),
    connections: positiveInteger('BENCH_CONNECTIONS', 32),
    users: positiveInteger('BENCH_USERS', 10_000),
    sessions: positiveInteger('BENCH_SESSIONS', 50_000),
    // Where auth and the gateway write V8 CPU profiles (`--cpu-prof`); profiling slows both, so
    // such a run is printed but not recorded.
    cpuProfileDir: process.env.BENCH_CPU_PROFILE_DIR || null,
  };
}

/** The local infrastructure's addresses, with the same defaults as infra/local/env.sh. */
export function infraAddresses() {
  return {
    MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  };
}
