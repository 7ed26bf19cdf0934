import { serviceStack } from '../lib/service-stack.mjs';

/**
 * Auth, content and a gateway in front of both, each its own process on a free port, with the
 * run's own databases, Kafka consumer groups and Redis prefix, as deployed (production mode, info
 * logging). `contentEnv` adds settings for the content service.
 */
export async function startContentStack({
  runId,
  authDatabase,
  contentDatabase,
  redisPrefix,
  contentEnv = {},
}) {
  // BENCH_CPU_PROFILE_DIR=<dir> writes a CPU profile of content and the gateway there on exit.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const nodeOptions = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const stack = serviceStack({ bench: 'content', runId });
  const auth = await stack.auth({ database: authDatabase });
  const content = await stack.service('content', {
    database: contentDatabase,
    nodeOptions,
    env: {
      CONTENT_REDIS_PREFIX: redisPrefix,
      S3_BUCKET: `tessera-content-bench-${runId}`.toLowerCase(),
      ...contentEnv,
    },
  });
  const gateway = await stack.gateway({
    upstreams: { AUTH_URL: auth.url, CONTENT_URL: content.url },
    nodeOptions,
  });
  return { auth, content, gateway };
}
