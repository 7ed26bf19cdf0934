import { randomBytes } from 'node:crypto';
import { onCleanup } from '../lib/cleanup.mjs';
import { serviceStack } from '../lib/service-stack.mjs';

/** Deletes the run's search indices (their aliases go with them). */
async function deleteIndices(opensearchUrl, prefix) {
  const response = await fetch(`${opensearchUrl}/_cat/indices/${prefix}-*?format=json`);
  const indices = response.ok ? await response.json() : [];
  for (const { index } of indices) {
    await fetch(`${opensearchUrl}/${index}?master_timeout=5m&timeout=5m`, { method: 'DELETE' });
  }
}

/**
 * Auth, admin, content, messaging, search and a gateway in front of them, each its own process on
 * a free port with the run's own databases, consumer groups, Redis prefixes, index prefix and
 * settings scope, as deployed (production mode, warnings logged). Admin starts right after auth so
 * the others load the platform settings from it as they start.
 */
export async function startAdminStack({ runId, databases, redisPrefix, opensearchUrl }) {
  const stack = serviceStack({ bench: 'admin', runId, logLevel: 'warn' });
  const settingsScope = `adminbench-${runId}`;
  const indexPrefix = `adminbench-${runId}`;
  const auth = await stack.auth({ database: databases.auth });
  const admin = await stack.service('admin', {
    database: databases.admin,
    env: {
      AUDIT_SIGNING_KEY: randomBytes(32).toString('base64'),
      ADMIN_REDIS_PREFIX: `${redisPrefix}_admin`,
      PLATFORM_SETTINGS_SCOPE: settingsScope,
      AUTH_URL: auth.url,
    },
  });
  const followSettings = { ADMIN_URL: admin.url, PLATFORM_SETTINGS_SCOPE: settingsScope };
  const content = await stack.service('content', {
    database: databases.content,
    env: {
      ...followSettings,
      CONTENT_REDIS_PREFIX: `${redisPrefix}_content`,
      S3_BUCKET: `tessera-admin-bench-${runId}`.toLowerCase(),
    },
  });
  const messaging = await stack.service('messaging', {
    database: databases.messaging,
    env: { ...followSettings, MESSAGING_REDIS_PREFIX: `${redisPrefix}_messaging` },
  });
  onCleanup(() => deleteIndices(opensearchUrl, indexPrefix));
  const search = await stack.service('search', {
    database: databases.search,
    env: {
      ...followSettings,
      OPENSEARCH_URL: opensearchUrl,
      SEARCH_INDEX_PREFIX: indexPrefix,
      AUTH_URL: auth.url,
      CONTENT_URL: content.url,
    },
  });
  const gateway = await stack.gateway({
    upstreams: {
      AUTH_URL: auth.url,
      ADMIN_URL: admin.url,
      CONTENT_URL: content.url,
      MESSAGING_URL: messaging.url,
      SEARCH_URL: search.url,
    },
  });
  return { auth, admin, content, messaging, search, gateway };
}
