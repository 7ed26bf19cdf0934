// What one run of the gateway bench measures with; every value can be overridden from the
// environment.
import { loadCaseSettings } from '../lib/load-case.mjs';
import { positiveInteger } from '../lib/settings.mjs';

export function benchSettings() {
  return {
    ...loadCaseSettings(),
    // Every case is measured once per round, round after round; see round-summary.mjs.
    rounds: positiveInteger('BENCH_ROUNDS', 3),
    users: positiveInteger('BENCH_USERS', 10_000),
    sessions: positiveInteger('BENCH_SESSIONS', 50_000),
    // Where auth and the gateway write V8 CPU profiles (`--cpu-prof`); profiling slows both, so
    // such a run is printed but not recorded.
    cpuProfileDir: process.env.BENCH_CPU_PROFILE_DIR || null,
  };
}
