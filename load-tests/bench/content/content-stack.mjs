import { randomBytes } from 'node:crypto';
import { infraAddresses } from '../bench-settings.mjs';
import { freePort } from '../free-port.mjs';
import { startNodeProcess } from '../node-process.mjs';

// Far above anything a run sends, so the gateway still counts every request in Redis, as it does
// in production, but never answers 429.
const UNREACHABLE_RATE_LIMIT = '1000000000';

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
  const infra = {
    ...infraAddresses(),
    S3_ENDPOINT: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
    S3_REGION: process.env.S3_REGION ?? 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID ?? 'tessera-local',
    S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY ?? 'tessera-local-secret',
  };
  const deployed = { NODE_ENV: 'production', LOG_LEVEL: 'info' };
  // BENCH_CPU_PROFILE_DIR=<dir> writes a CPU profile of content and the gateway there on exit.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const nodeOptions = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const authPort = await freePort();
  const jwksUrl = `http://127.0.0.1:${authPort}/.well-known/jwks.json`;
  const consumer = (service) => ({
    KAFKA_CLIENT_ID: `${service}-bench-${runId}`,
    KAFKA_GROUP_ID: `${service}-bench-${runId}`,
    KAFKA_FROM_BEGINNING: 'false',
  });

  const auth = await startNodeProcess({
    name: 'content-bench-auth',
    entry: 'services/auth/dist/main.js',
    port: authPort,
    readyPath: '/health/consumers',
    env: {
      ...infra,
      ...deployed,
      ...consumer('auth'),
      SIGNING_KEY_SECRET: randomBytes(32).toString('hex'),
      JWKS_URL: jwksUrl,
      MONGO_DB: authDatabase,
    },
  });
  const content = await startNodeProcess({
    name: 'content-bench-content',
    entry: 'services/content/dist/main.js',
    port: await freePort(),
    readyPath: '/health/consumers',
    nodeOptions,
    env: {
      ...infra,
      ...deployed,
      ...consumer('content'),
      JWKS_URL: jwksUrl,
      MONGO_DB: contentDatabase,
      CONTENT_REDIS_PREFIX: redisPrefix,
      S3_BUCKET: `tessera-content-bench-${runId}`.toLowerCase(),
      ...contentEnv,
    },
  });
  const gateway = await startNodeProcess({
    name: 'content-bench-gateway',
    entry: 'gateway/dist/main.js',
    port: await freePort(),
    readyPath: '/health/ready',
    nodeOptions,
    env: {
      REDIS_URL: infra.REDIS_URL,
      ...deployed,
      JWKS_URL: jwksUrl,
      AUTH_URL: auth.url,
      CONTENT_URL: content.url,
      METRICS_PORT: '0',
      RATE_LIMIT_API_MAX: UNREACHABLE_RATE_LIMIT,
      RATE_LIMIT_CREDENTIALS_MAX: UNREACHABLE_RATE_LIMIT,
    },
  });
  return { auth, content, gateway };
}
