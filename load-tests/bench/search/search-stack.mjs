import { onCleanup } from '../lib/cleanup.mjs';
import { serviceStack } from '../lib/service-stack.mjs';

/**
 * Deletes every index whose name starts with `<prefix>-` (aliases go with their indices). A busy
 * node can hold a deletion in its cluster-state queue for minutes, so it is given five.
 */
async function deleteIndices(opensearchUrl, prefix) {
  const response = await fetch(`${opensearchUrl}/_cat/indices/${prefix}-*?format=json`);
  const indices = response.ok ? await response.json() : [];
  for (const { index } of indices) {
    const deleted = await fetch(`${opensearchUrl}/${index}?master_timeout=5m&timeout=5m`, {
      method: 'DELETE',
    });
    if (!deleted.ok)
      throw new Error(`deleting ${index} answered ${deleted.status}: ${await deleted.text()}`);
  }
}

/**
 * Auth, content, search and a gateway in front of them, each its own process on a free port with
 * the run's own databases, consumer groups, Redis prefix and index prefix, as deployed
 * (production mode). Search opens the V8 inspector on loopback so the bench can profile it, and
 * creates its indices and aliases under `indexPrefix` as it starts; they are deleted at clean-up.
 */
export async function startSearchStack({
  runId,
  authDatabase,
  contentDatabase,
  searchDatabase,
  redisPrefix,
  indexPrefix,
  opensearchUrl,
}) {
  const stack = serviceStack({ bench: 'search', runId, logLevel: 'warn' });
  const auth = await stack.auth({ database: authDatabase });
  const content = await stack.service('content', {
    database: contentDatabase,
    env: {
      CONTENT_REDIS_PREFIX: redisPrefix,
      S3_BUCKET: `tessera-search-bench-${runId}`.toLowerCase(),
    },
  });
  onCleanup(() => deleteIndices(opensearchUrl, indexPrefix));
  const search = await stack.service('search', {
    database: searchDatabase,
    inspect: true,
    env: {
      OPENSEARCH_URL: opensearchUrl,
      SEARCH_INDEX_PREFIX: indexPrefix,
      AUTH_URL: auth.url,
      CONTENT_URL: content.url,
    },
  });
  const gateway = await stack.gateway({
    upstreams: { AUTH_URL: auth.url, CONTENT_URL: content.url, SEARCH_URL: search.url },
  });
  return { auth, content, search, gateway, internalApiToken: stack.internalApiToken };
}
