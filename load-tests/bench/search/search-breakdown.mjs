import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const {
  RESULT_SOURCES,
  keywordQuery,
  highlightOf,
} = require('../../../services/search/dist/search/result-sources.js');

// The use case asks each list for the page (10) plus 20 candidates of headroom.
const WINDOW = 30;

async function engineSearch(opensearchUrl, index, body) {
  const response = await fetch(`${opensearchUrl}/${index}/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()).took;
}

/** The use case's six engine queries for `text` (words and meaning, per index), all at once. */
async function engineQueries(opensearchUrl, indexPrefix, text, vector) {
  const queries = RESULT_SOURCES.flatMap((source) => {
    const filters = source.filters(null, undefined);
    const index = `${indexPrefix}-${source.index}`;
    return [
      engineSearch(opensearchUrl, index, {
        size: WINDOW,
        query: keywordQuery(source, text, filters),
        highlight: highlightOf(source),
      }),
      engineSearch(opensearchUrl, index, {
        size: WINDOW,
        query: { knn: { embedding: { vector, k: WINDOW, filter: { bool: { filter: filters } } } } },
      }),
    ];
  });
  const started = performance.now();
  const took = await Promise.all(queries);
  return { wallMs: performance.now() - started, tookMs: took.reduce((sum, ms) => sum + ms, 0) };
}

/**
 * Where one anonymous search's time goes, each query on its own on an otherwise idle stack:
 * the round trip through the gateway, the use case's own time (`tookMs` in its answer), embedding
 * the query with the same model in this process, and the engine queries the use case sends (built
 * with its own query builders, sent at once as it does: wall time, and OpenSearch's summed `took`).
 */
export async function searchBreakdown({ base, opensearchUrl, indexPrefix, embedder, queries }) {
  const totals = { roundTripMs: 0, useCaseMs: 0, embedMs: 0, engineWallMs: 0, engineTookMs: 0 };
  let empty = 0;
  for (const text of queries) {
    const sent = performance.now();
    const response = await fetch(`${base}/api/search?q=${encodeURIComponent(text)}`);
    const { data } = await response.json();
    totals.roundTripMs += performance.now() - sent;
    totals.useCaseMs += data.tookMs;
    if (data.total === 0) empty += 1;
    const embedStarted = performance.now();
    const [vector] = await embedder.embed([text]);
    totals.embedMs += performance.now() - embedStarted;
    const engine = await engineQueries(opensearchUrl, indexPrefix, text, vector);
    totals.engineWallMs += engine.wallMs;
    totals.engineTookMs += engine.tookMs;
  }
  const mean = Object.fromEntries(
    Object.entries(totals).map(([key, sum]) => [key, sum / queries.length]),
  );
  return { ...mean, empty };
}
