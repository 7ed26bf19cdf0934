import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { dropSearchIndices } from './databases';
import { freePort } from './free-port';
import { REPO_ROOT, type RunningService, startService, waitUntilConsuming } from './processes';
import { gatewayEnv, jwksUrlOf, serviceEnv } from './test-env';

/** Creates the admin the journeys moderate with, through auth's command line as an operator would. */
async function createAdmin(authEnv: Record<string, string>): Promise<void> {
  const suffix = randomBytes(4).toString('hex');
  const admin = {
    email: `e2e_admin_${suffix}@example.com`,
    username: `e2e_admin_${suffix}`,
    password: `E2e-admin-${suffix}`,
  };
  await promisify(execFile)(
    process.execPath,
    [
      path.join(REPO_ROOT, 'services/auth/dist/cli/create-admin.js'),
      '--email',
      admin.email,
      '--username',
      admin.username,
    ],
    { env: { ...process.env, ...authEnv, ADMIN_PASSWORD: admin.password } },
  );
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
}

/**
 * The whole stack for browser journeys: auth, content, subscription billing, messaging, presence,
 * search and the gateway serving the built web app, on free ports and their own databases. E2E_BASE_URL, when already set, points the tests at a
 * running stack (E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD then name its admin).
 */
export default async function setup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const gatewayPort = await freePort();
  const started: RunningService[] = [];
  const stopAll = () => Promise.all(started.map((service) => service.stop()));
  try {
    const authEnv = {
      ...serviceEnv('auth', 'e2e'),
      PUBLIC_WEB_URL: `http://127.0.0.1:${gatewayPort}`,
    };
    const auth = await startService(
      'auth-e2e',
      'services/auth/dist/main.js',
      await freePort(),
      authEnv,
    );
    started.push(auth);
    await waitUntilConsuming(auth);
    const content = await startService(
      'content-e2e',
      'services/content/dist/main.js',
      await freePort(),
      {
        ...serviceEnv('content', 'e2e'),
        JWKS_URL: jwksUrlOf(auth.url),
      },
    );
    started.push(content);
    await waitUntilConsuming(content);
    const billing = await startService(
      'subscription-billing-e2e',
      'services/subscription-billing/dist/main.js',
      await freePort(),
      {
        ...serviceEnv('subscription-billing', 'e2e'),
        JWKS_URL: jwksUrlOf(auth.url),
      },
    );
    started.push(billing);
    await waitUntilConsuming(billing);
    const messaging = await startService(
      'messaging-e2e',
      'services/messaging/dist/main.js',
      await freePort(),
      {
        ...serviceEnv('messaging', 'e2e'),
        JWKS_URL: jwksUrlOf(auth.url),
      },
    );
    started.push(messaging);
    await waitUntilConsuming(messaging);
    const presence = await startService(
      'presence-e2e',
      'services/presence/dist/main.js',
      await freePort(),
      {
        ...serviceEnv('presence', 'e2e'),
        JWKS_URL: jwksUrlOf(auth.url),
      },
    );
    started.push(presence);
    const searchEnv = {
      ...serviceEnv('search', 'e2e'),
      JWKS_URL: jwksUrlOf(auth.url),
      AUTH_URL: auth.url,
      CONTENT_URL: content.url,
    };
    const search = await startService(
      'search-e2e',
      'services/search/dist/main.js',
      await freePort(),
      searchEnv,
    );
    started.push(search);
    await waitUntilConsuming(search);
    await createAdmin(authEnv);
    const gateway = await startService(
      'gateway-e2e',
      'gateway/dist/main.js',
      gatewayPort,
      gatewayEnv({
        AUTH_URL: auth.url,
        CONTENT_URL: content.url,
        SUBSCRIPTION_BILLING_URL: billing.url,
        MESSAGING_URL: messaging.url,
        PRESENCE_URL: presence.url,
        SEARCH_URL: search.url,
        JWKS_URL: jwksUrlOf(auth.url),
      }),
    );
    started.push(gateway);
    process.env.E2E_BASE_URL = gateway.url;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return async () => {
    await stopAll();
    await dropSearchIndices([serviceEnv('search', 'e2e').SEARCH_INDEX_PREFIX]);
  };
}
