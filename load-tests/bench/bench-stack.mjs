import { randomBytes } from 'node:crypto';
import { infraAddresses } from './bench-settings.mjs';
import { freePort } from './free-port.mjs';
import { startNodeProcess } from './node-process.mjs';

// Far above anything a run can send, so the gateway still counts every request in Redis, as it
// does in production, but never answers 429.
const UNREACHABLE_RATE_LIMIT = '1000000000';

/**
 * The servers under test, each its own process on a free port: the hello-world ceiling, auth on
 * its own bench database, a gateway in front of it and a bare proxy in front of it too. Both services run as deployed (production
 * mode, info logging) and verify access tokens with the keys auth publishes; with
 * `cpuProfileDir`, auth and the gateway write CPU profiles there when they stop.
 */
export async function startBenchStack({ runId, database, cpuProfileDir }) {
  const infra = infraAddresses();
  const nodeOptions = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const deployed = { NODE_ENV: 'production', LOG_LEVEL: 'info' };
  const kafkaName = `auth-bench-${runId}`;
  const authPort = await freePort();
  const jwksUrl = `http://127.0.0.1:${authPort}/.well-known/jwks.json`;

  const auth = await startNodeProcess({
    name: 'auth',
    entry: 'services/auth/dist/main.js',
    port: authPort,
    // Consumers that have joined their group mean start-up work is over before anything is timed.
    readyPath: '/health/consumers',
    nodeOptions,
    env: {
      ...infra,
      ...deployed,
      SIGNING_KEY_SECRET: randomBytes(32).toString('hex'),
      JWKS_URL: jwksUrl,
      MONGO_DB: database,
      KAFKA_CLIENT_ID: kafkaName,
      KAFKA_GROUP_ID: kafkaName,
      KAFKA_FROM_BEGINNING: 'false',
    },
  });
  const gateway = await startNodeProcess({
    name: 'gateway',
    entry: 'gateway/dist/main.js',
    port: await freePort(),
    readyPath: '/health/ready',
    nodeOptions,
    env: {
      REDIS_URL: infra.REDIS_URL,
      ...deployed,
      JWKS_URL: jwksUrl,
      AUTH_URL: auth.url,
      // Not the default metrics port, which a gateway started for development may hold.
      METRICS_PORT: '0',
      RATE_LIMIT_API_MAX: UNREACHABLE_RATE_LIMIT,
      RATE_LIMIT_CREDENTIALS_MAX: UNREACHABLE_RATE_LIMIT,
    },
  });
  const hello = await startNodeProcess({
    name: 'hello',
    entry: 'load-tests/bench/hello-server.mjs',
    port: await freePort(),
    readyPath: '/hello',
    env: {},
  });
  const bareProxy = await startNodeProcess({
    name: 'bare-proxy',
    entry: 'load-tests/bench/bare-proxy-server.mjs',
    port: await freePort(),
    readyPath: '/hello',
    env: { UPSTREAM_URL: auth.url },
  });
  return { hello, auth, gateway, bareProxy };
}
