// Measures the search service in one run: a corpus of BENCH_SEARCH_CREATORS (10,000) creators and
// BENCH_SEARCH_POSTS (100,000) posts in its indices; searches through the gateway at
// BENCH_CONNECTIONS (16) concurrent requests, anonymous and signed in, beside a post read by id;
// how soon a published post is found; the documents per second of two index rebuilds from auth's
// and content's exports (BENCH_SEARCH_REBUILD_USERS 1,000, BENCH_SEARCH_REBUILD_POSTS 2,000);
// OpenSearch's heap at the end.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { registerUser } from '../lib/bench-accounts.mjs';
import { newRunId, percentile, progressLog, runBench, startRunReport } from '../lib/bench-run.mjs';
import { startCpuProfile } from '../lib/cpu-profiler.mjs';
import { loadCaseSettings } from '../lib/load-case.mjs';
import { startCpuWindow } from '../lib/process-stats.mjs';
import { summariseProfile } from '../lib/profile-summary.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { openRunStores } from '../lib/run-stores.mjs';
import { seedDatabase } from '../lib/seed-database.mjs';
import { infraAddresses, positiveInteger } from '../lib/settings.mjs';
import { seedContent } from '../content/seed-content.mjs';
import { approvalToSearchable } from './approval-to-searchable.mjs';
import { rebuildIndices } from './index-rebuild.mjs';
import { searchBreakdown } from './search-breakdown.mjs';
import { buildCorpus, bulkLoad, loadEmbedder, searchQueries } from './search-corpus.mjs';
import { measureRequestMix } from './search-load.mjs';
import { startSearchStack } from './search-stack.mjs';

const TARGET_SEARCH_P95_MS = 50;
const TARGET_SEARCHABLE_P95_MS = 1_000;
const TARGET_REBUILD_PER_SECOND = 2_000;
const TARGET_HEAP_BYTES = 1024 ** 3;
const PROFILE_SECONDS = 8;
const SEARCH_PROFILE_FILE = path.join(REPO_ROOT, '.infra/logs/bench-search-search.cpuprofile');

const progress = progressLog('search');
const fixed = (value, digits = 1) => value.toFixed(digits);
const thousands = (value) => Math.round(value).toLocaleString('en-US');
const verdict = (met) => (met ? 'met' : 'missed');

function opensearchPid() {
  try {
    return Number(readFileSync(path.join(REPO_ROOT, '.infra/run/opensearch.pid'), 'utf8'));
  } catch {
    return undefined;
  }
}

async function heapOf(opensearchUrl) {
  const { nodes } = await (await fetch(`${opensearchUrl}/_nodes/stats/jvm`)).json();
  const [node] = Object.values(nodes);
  return { max: node.jvm.mem.heap_max_in_bytes, used: node.jvm.mem.heap_used_in_bytes };
}

function describeRebuild(rebuild) {
  const done = `${thousands(rebuild.documents)} documents in ${fixed(rebuild.seconds)} s`;
  if (rebuild.error) return `failed after ${done}: ${rebuild.error}`;
  return `${done}, ${thousands(rebuild.perSecond)}/s`;
}

function caseRow(name, result, target) {
  return (
    `| ${name} | ${thousands(result.requestsPerSecond)} | ${fixed(result.p50Ms)} | ` +
    `${fixed(result.p95Ms)} | ${fixed(result.p99Ms)} | ${result.failures} | ${target} |`
  );
}

async function main() {
  const creators = positiveInteger('BENCH_SEARCH_CREATORS', 10_000);
  const posts = positiveInteger('BENCH_SEARCH_POSTS', 100_000);
  const rebuildUsers = positiveInteger('BENCH_SEARCH_REBUILD_USERS', 1_000);
  const rebuildPosts = positiveInteger('BENCH_SEARCH_REBUILD_POSTS', 2_000);
  const published = positiveInteger('BENCH_SEARCH_PUBLISHED', 50);
  const load = { ...loadCaseSettings(), connections: positiveInteger('BENCH_CONNECTIONS', 16) };
  const opensearchUrl = process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200';
  const modelDir = process.env.EMBEDDING_MODEL_DIR;
  if (!modelDir) throw new Error('EMBEDDING_MODEL_DIR is not set (source infra/local/env.sh)');

  const report = startRunReport('search');
  const runId = newRunId();
  const names = {
    authDatabase: `tessera_auth_searchbench_${runId}`,
    contentDatabase: `tessera_content_searchbench_${runId}`,
    searchDatabase: `tessera_search_searchbench_${runId}`,
    redisPrefix: `searchbench_${runId}`,
    indexPrefix: `searchbench-${runId}`,
  };
  const { client, redis } = await openRunStores({
    databases: [names.authDatabase, names.contentDatabase, names.searchDatabase],
    redisPrefix: names.redisPrefix,
  });

  progress(`seeding ${rebuildUsers} accounts and ${rebuildPosts} posts for the rebuild`);
  await seedDatabase(client.db(names.authDatabase), { users: rebuildUsers, sessions: 0 });
  await seedContent(client.db(names.contentDatabase), redis, names.redisPrefix, {
    creators: Math.max(1, Math.round(rebuildUsers / 10)),
    posts: rebuildPosts,
    subscribers: 0,
    subscriptionsEach: 0,
  });
  const readPost = await client
    .db(names.contentDatabase)
    .collection('posts')
    .findOne({ privacyLevel: 'public' }, { projection: { _id: 1 } });

  progress(`composing ${creators} creators and ${posts} posts and embedding their distinct texts`);
  const embedder = await loadEmbedder(modelDir);
  const corpus = await buildCorpus({ creators, posts, embedder });
  progress(`${corpus.distinctTexts} distinct texts, ${fixed(corpus.embedMsPerText)} ms each`);

  progress('starting auth, content, search and the gateway');
  const stack = await startSearchStack({ runId, opensearchUrl, ...names });
  const base = stack.gateway.url;

  progress('bulk-loading the corpus');
  const loadStarted = performance.now();
  const peopleCount = await bulkLoad(opensearchUrl, `${names.indexPrefix}-people`, corpus.people);
  const postCount = await bulkLoad(opensearchUrl, `${names.indexPrefix}-posts`, corpus.posts);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  progress(`${peopleCount} people and ${postCount} posts indexed in ${fixed(loadSeconds)} s`);

  const subscriber = await registerUser(base, 'subscriber');
  const queries = searchQueries();
  const searchPaths = queries.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
  const signedIn = { authorization: `Bearer ${subscriber.token}` };
  progress('timing each query alone: gateway, use case, embedding, engine');
  const alone = await searchBreakdown({
    base,
    opensearchUrl,
    indexPrefix: names.indexPrefix,
    embedder,
    queries,
  });

  const cpuProcesses = [
    { name: 'load generator', pid: process.pid },
    { name: 'gateway', pid: stack.gateway.pid },
    { name: 'search', pid: stack.search.pid },
    { name: 'opensearch', pid: opensearchPid() },
  ].filter((entry) => entry.pid);
  progress(`searching anonymously at ${load.connections} concurrent requests`);
  const endCpu = startCpuWindow(cpuProcesses);
  const anonymous = await measureRequestMix(base, searchPaths, {}, load);
  const cpu = endCpu();
  progress(`searching signed in; then reading post ${readPost._id} by id`);
  const member = await measureRequestMix(base, searchPaths, signedIn, load);
  const readById = await measureRequestMix(base, [`/api/content/${readPost._id}`], {}, load);

  progress(`profiling search for ${PROFILE_SECONDS} s of anonymous searches`);
  const stopProfile = await startCpuProfile(stack.search.inspectorPort);
  await measureRequestMix(
    base,
    searchPaths,
    {},
    { ...load, warmupSeconds: 1, durationSeconds: PROFILE_SECONDS },
  );
  const rawProfile = await stopProfile();
  writeFileSync(SEARCH_PROFILE_FILE, JSON.stringify(rawProfile));
  const profile = summariseProfile(rawProfile, { topAreas: 8, topFunctions: 8 });

  progress(`publishing ${published} posts as events and waiting until search finds each`);
  const searchable = await approvalToSearchable({
    brokers: infraAddresses().KAFKA_BROKERS.split(','),
    base,
    creatorId: corpus.people[0].id,
    count: published,
  });
  const searchableSorted = [...searchable.latencies].sort((a, b) => a - b);

  progress('rebuilding the indices from the exports, twice');
  const firstRebuild = await rebuildIndices(stack.search.url, stack.internalApiToken);
  progress(`first rebuild: ${describeRebuild(firstRebuild)}`);
  const secondRebuild = await rebuildIndices(stack.search.url, stack.internalApiToken);
  progress(`second rebuild: ${describeRebuild(secondRebuild)}`);
  const heap = await heapOf(opensearchUrl);

  const searchableP50 = percentile(searchableSorted, 0.5);
  const searchableP95 = percentile(searchableSorted, 0.95);
  const gib = (bytes) => `${fixed(bytes / 1024 ** 3, 2)} GiB`;
  const cpuLine = cpu.processes.map((entry) => `${entry.name} ${fixed(entry.cores, 2)}`).join(', ');
  const areas = profile.areas.map((area) => `${area.name} ${fixed(area.percent, 0)} %`).join(', ');
  const functions = profile.functions.map((f) => `${f.name} ${fixed(f.percent)} %`).join(', ');
  const section = [
    report.heading(),
    '',
    report.machineLine(),
    report.codeLine(),
    `- Settings: ${load.connections} connections, ${load.warmupSeconds} s warm-up + ` +
      `${load.durationSeconds} s per case; ${searchPaths.length} queries in turn.`,
    `- Data: ${thousands(peopleCount)} people and ${thousands(postCount)} posts bulk-loaded in ` +
      `${fixed(loadSeconds)} s; ${corpus.distinctTexts} distinct texts embedded at ` +
      `${fixed(corpus.embedMsPerText)} ms each; rebuild source ${rebuildUsers} accounts, ${rebuildPosts} posts.`,
    '',
    '| Case | req/s | p50 ms | p95 ms | p99 ms | errors + non-2xx | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    caseRow(
      'search, anonymous',
      anonymous,
      `p95 < ${TARGET_SEARCH_P95_MS} ms: ${verdict(anonymous.p95Ms < TARGET_SEARCH_P95_MS)}`,
    ),
    caseRow(
      'search, signed-in subscriber',
      member,
      `p95 < ${TARGET_SEARCH_P95_MS} ms: ${verdict(member.p95Ms < TARGET_SEARCH_P95_MS)}`,
    ),
    caseRow('post read by id (GET /api/content/:id)', readById, 'reported'),
    '',
    `- Ratio search/read by id (req/s): anonymous ${fixed(anonymous.requestsPerSecond / readById.requestsPerSecond, 3)}, ` +
      `signed in ${fixed(member.requestsPerSecond / readById.requestsPerSecond, 3)}.`,
    `- Each query alone (means): round trip ${fixed(alone.roundTripMs)} ms; the use case (tookMs) ` +
      `${fixed(alone.useCaseMs)} ms; embedding the query ${fixed(alone.embedMs)} ms; its 6 engine ` +
      `queries sent at once ${fixed(alone.engineWallMs)} ms (OpenSearch's took, summed: ` +
      `${fixed(alone.engineTookMs)} ms); ${alone.empty} of ${queries.length} queries found nothing.`,
    `- CPU during the anonymous case (cores): ${cpuLine}; machine ${fixed(cpu.machineCores, 2)}.`,
    `- Search's main thread over ${PROFILE_SECONDS} s of anonymous load: busy ${fixed(profile.busyPercent, 0)} %; ` +
      `by area: ${areas}; hottest functions: ${functions}.`,
    `- Approval to searchable: ${searchable.latencies.length} of ${published} found, p50 ` +
      `${fixed(searchableP50)} ms, p95 ${fixed(searchableP95)} ms, max ${fixed(searchableSorted.at(-1) ?? NaN)} ms ` +
      `(target p95 < ${TARGET_SEARCHABLE_P95_MS} ms: ${verdict(searchable.missed === 0 && searchableP95 < TARGET_SEARCHABLE_P95_MS)}).`,
    `- Rebuild, first: ${describeRebuild(firstRebuild)}; second (vectors of unchanged text reused): ` +
      `${describeRebuild(secondRebuild)} (target ≥ ${thousands(TARGET_REBUILD_PER_SECOND)}/s: ` +
      `${verdict(!secondRebuild.error && secondRebuild.perSecond >= TARGET_REBUILD_PER_SECOND)}).`,
    `- OpenSearch heap at the end: max ${gib(heap.max)}, used ${gib(heap.used)} (target max ≤ 1 GiB: ` +
      `${verdict(heap.max <= TARGET_HEAP_BYTES)}).`,
  ].join('\n');
  console.log(section);
  progress(`recorded in ${report.record(section)}`);
}

await runBench('search', main);
