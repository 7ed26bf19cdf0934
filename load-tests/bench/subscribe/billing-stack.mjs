import { localProcessorEnv, serviceStack } from '../lib/service-stack.mjs';

/**
 * Auth, billing and a gateway in front of both, each its own process on a free port with the
 * run's own databases, consumer groups and Redis prefix, as deployed (production mode). Billing
 * opens the V8 inspector on loopback so the bench can profile its CPU over the run.
 */
export async function startBillingStack({ runId, authDatabase, billingDatabase, redisPrefix }) {
  const stack = serviceStack({ bench: 'subscribe', runId, logLevel: 'warn' });
  const auth = await stack.auth({ database: authDatabase });
  const billing = await stack.service('subscription-billing', {
    name: 'billing',
    database: billingDatabase,
    inspect: true,
    env: { BILLING_REDIS_PREFIX: redisPrefix, ...localProcessorEnv() },
  });
  const gateway = await stack.gateway({
    upstreams: { AUTH_URL: auth.url, SUBSCRIPTION_BILLING_URL: billing.url },
  });
  return { auth, billing, gateway };
}
