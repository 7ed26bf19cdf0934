import { randomBytes } from 'node:crypto';
import { freePort } from './free-port.mjs';
import { nodeProcess, startNodeProcess } from './node-process.mjs';
import { infraAddresses, objectStorageAddresses } from './settings.mjs';

// Far above anything a run sends, so the gateway still counts every request in Redis, as it does
// in production, but never answers 429.
const UNREACHABLE_RATE_LIMIT = '1000000000';

const ENTRIES = {
  auth: 'services/auth/dist/main.js',
  content: 'services/content/dist/main.js',
  messaging: 'services/messaging/dist/main.js',
  'subscription-billing': 'services/subscription-billing/dist/main.js',
  search: 'services/search/dist/main.js',
  admin: 'services/admin/dist/main.js',
  gateway: 'gateway/dist/main.js',
};

/** Billing's settings for the local processor (stripe-mock and its signed webhooks). */
export function localProcessorEnv(webhookSecret = `whsec_${randomBytes(16).toString('hex')}`) {
  return {
    STRIPE_SECRET_KEY: 'sk_test_tesserabench',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111',
  };
}

/** `--inspect` on a free loopback port, so a bench can profile the process's CPU on demand. */
async function inspectorOptions(inspect, nodeOptions) {
  if (!inspect) return { nodeOptions, inspectorPort: undefined };
  const inspectorPort = await freePort();
  return { nodeOptions: [...nodeOptions, `--inspect=127.0.0.1:${inspectorPort}`], inspectorPort };
}

/**
 * Starts the processes under test of one run, each its own process on a free port, as deployed
 * (production mode, `logLevel` logging), with the run's own Kafka client and group ids (replicas of
 * one service share them), verifying access tokens with the keys the run's auth publishes. Log
 * files are named after the bench: .infra/logs/bench-<bench>-<name>.log; every service holds the
 * run's internal API token (`internalApiToken`). Each started process answers its `name`, `url`,
 * `pid`, `logFile` and, with `inspect`, its `inspectorPort`.
 */
export function serviceStack({ bench, runId, logLevel = 'info' }) {
  const infra = { ...infraAddresses(), ...objectStorageAddresses() };
  const deployed = { NODE_ENV: 'production', LOG_LEVEL: logLevel };
  // One per run, shared by every process of it, as the services of a deployment share theirs.
  const internalApiToken = randomBytes(32).toString('hex');
  let jwksUrl = null;

  const serviceEnv = (service, database, env) => ({
    ...infra,
    ...deployed,
    KAFKA_CLIENT_ID: `${service}-${bench}-bench-${runId}`,
    KAFKA_GROUP_ID: `${service}-${bench}-bench-${runId}`,
    KAFKA_FROM_BEGINNING: 'false',
    INTERNAL_API_TOKEN: internalApiToken,
    ...(jwksUrl ? { JWKS_URL: jwksUrl } : {}),
    MONGO_DB: database,
    ...env,
  });

  return {
    /** What a bench sends in `x-internal-token` to read the services' internal routes. */
    internalApiToken,

    /** Auth on `database`; every process started after it verifies tokens with its keys. */
    async auth({ database, signingKeySecret = randomBytes(32).toString('hex'), nodeOptions = [] }) {
      const port = await freePort();
      jwksUrl = `http://127.0.0.1:${port}/.well-known/jwks.json`;
      const auth = await startNodeProcess({
        name: `${bench}-auth`,
        entry: ENTRIES.auth,
        port,
        // Consumers that have joined their group mean start-up work is over before anything is
        // timed.
        readyPath: '/health/consumers',
        nodeOptions,
        env: serviceEnv('auth', database, { SIGNING_KEY_SECRET: signingKeySecret }),
      });
      return { ...auth, name: 'auth', signingKeySecret };
    },

    /** A service on `database`, ready once its consumers have joined (or at `readyPath`). */
    async service(
      service,
      {
        database,
        env = {},
        name = service,
        readyPath = '/health/consumers',
        nodeOptions = [],
        inspect,
      },
    ) {
      const inspector = await inspectorOptions(inspect, nodeOptions);
      const started = await startNodeProcess({
        name: `${bench}-${name}`,
        entry: ENTRIES[service],
        port: await freePort(),
        readyPath,
        nodeOptions: inspector.nodeOptions,
        env: serviceEnv(service, database, env),
      });
      return { ...started, name, inspectorPort: inspector.inspectorPort };
    },

    /** A service the bench starts itself, and may crash and start again (see nodeProcess). */
    async restartableService(service, { database, env = {}, name = service }) {
      return nodeProcess({
        name: `${bench}-${name}`,
        entry: ENTRIES[service],
        port: await freePort(),
        env: serviceEnv(service, database, env),
      });
    },

    /** A gateway routing to `upstreams` (e.g. `{ AUTH_URL: auth.url }`) that never rate-limits. */
    async gateway({ upstreams, env = {}, name = 'gateway', nodeOptions = [], inspect }) {
      const inspector = await inspectorOptions(inspect, nodeOptions);
      const started = await startNodeProcess({
        name: `${bench}-${name}`,
        entry: ENTRIES.gateway,
        port: await freePort(),
        readyPath: '/health/ready',
        nodeOptions: inspector.nodeOptions,
        env: {
          REDIS_URL: infra.REDIS_URL,
          ...deployed,
          JWKS_URL: jwksUrl,
          ...upstreams,
          // Not the default metrics port, which a gateway started for development may hold.
          METRICS_PORT: '0',
          RATE_LIMIT_API_MAX: UNREACHABLE_RATE_LIMIT,
          RATE_LIMIT_CREDENTIALS_MAX: UNREACHABLE_RATE_LIMIT,
          ...env,
        },
      });
      return { ...started, name, inspectorPort: inspector.inspectorPort };
    },
  };
}
