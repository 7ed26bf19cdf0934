import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root.mjs';

const DOC_PATH = path.join(REPO_ROOT, 'docs/benchmarks.md');

const INTRODUCTION = `# Benchmarks

Measured with \`npm run bench\` (\`load-tests/bench/\`), all five cases in one run on one machine.
It seeds the auth service's bench database with users and sessions, starts auth, a gateway and a
bare proxy in front of it and a bare Fastify hello-world as separate processes on free ports,
signs in one new subscriber through the gateway, and loads each case from a separate process with
autocannon:

- (a) bare Fastify hello-world: the ceiling of one Node HTTP hop on the machine;
- (b) auth's database-free \`GET /api/auth/google/config\`, called directly;
- (c) the same through the gateway, which also counts each request against its rate limit (on the
  gateway, added to Redis every 50 ms; limits raised so none is refused);
- (d) the signed-in user's \`GET /api/auth/profile\` through the gateway: the gateway and then auth
  verify the access token against auth's published keys (the signature once per token and process,
  the session deny-list on every request), and auth reads the profile (from the database on the
  first read, then from its memory until the user is written);
- (e) (b) through a bare Fastify proxy relaying over an undici pool, with nothing else: the ceiling
  of one proxy hop in Node on the machine, what (c) would be if the gateway did nothing but relay.

Throughput is the mean of autocannon's per-second samples; latencies are percentiles of every
response in the measured window. The ratios compare throughput. The load generator shares the
cores with the servers, so the numbers are a relative picture of the stack, not capacity figures.
Newest run first.
`;

/** Adds a run's section to docs/benchmarks.md, under the introduction and above older runs. */
export function recordInBenchmarksDoc(section) {
  const existing = existsSync(DOC_PATH) ? readFileSync(DOC_PATH, 'utf8') : INTRODUCTION;
  const firstRun = existing.search(/^## /m);
  const introduction = firstRun === -1 ? existing.trimEnd() : existing.slice(0, firstRun).trimEnd();
  const olderRuns = firstRun === -1 ? '' : `\n${existing.slice(firstRun)}`;
  writeFileSync(DOC_PATH, `${introduction}\n\n${section.trimEnd()}\n${olderRuns}`);
}
