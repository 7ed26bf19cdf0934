import { randomBytes } from 'node:crypto';
import { infraAddresses } from '../bench-settings.mjs';
import { freePort } from '../free-port.mjs';
import { startNodeProcess } from '../node-process.mjs';

// Far above anything a run sends, so the gateway still counts every request but never answers 429.
const UNREACHABLE_RATE_LIMIT = '1000000000';

/**
 * Auth, billing and a gateway in front of both, each its own process on a free port with the
 * run's own databases, consumer groups and Redis prefix, as deployed (production mode).
 */
export async function startBillingStack({ runId, authDatabase, billingDatabase, redisPrefix }) {
  const infra = infraAddresses();
  const deployed = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  const consumer = (service) => ({
    KAFKA_CLIENT_ID: `${service}-sbench-${runId}`,
    KAFKA_GROUP_ID: `${service}-sbench-${runId}`,
    KAFKA_FROM_BEGINNING: 'false',
  });
  const authPort = await freePort();
  const jwksUrl = `http://127.0.0.1:${authPort}/.well-known/jwks.json`;
  const auth = await startNodeProcess({
    name: 'subscribe-bench-auth',
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
  // Billing opens the V8 inspector on loopback so the bench can profile its CPU over the run.
  const inspectorPort = await freePort();
  const billing = await startNodeProcess({
    name: 'subscribe-bench-billing',
    entry: 'services/subscription-billing/dist/main.js',
    nodeOptions: [`--inspect=127.0.0.1:${inspectorPort}`],
    port: await freePort(),
    readyPath: '/health/consumers',
    env: {
      ...infra,
      ...deployed,
      ...consumer('billing'),
      JWKS_URL: jwksUrl,
      MONGO_DB: billingDatabase,
      BILLING_REDIS_PREFIX: redisPrefix,
      STRIPE_SECRET_KEY: 'sk_test_subscribebench',
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
      STRIPE_API_BASE: process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111',
    },
  });
  const gateway = await startNodeProcess({
    name: 'subscribe-bench-gateway',
    entry: 'gateway/dist/main.js',
    port: await freePort(),
    readyPath: '/health/ready',
    env: {
      REDIS_URL: infra.REDIS_URL,
      ...deployed,
      JWKS_URL: jwksUrl,
      AUTH_URL: auth.url,
      SUBSCRIPTION_BILLING_URL: billing.url,
      METRICS_PORT: '0',
      RATE_LIMIT_API_MAX: UNREACHABLE_RATE_LIMIT,
      RATE_LIMIT_CREDENTIALS_MAX: UNREACHABLE_RATE_LIMIT,
    },
  });
  return { auth, billing: { ...billing, inspectorPort }, gateway };
}
