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

/** The services of the journeys, in start order: each waits for its consumers before the next. */
const E2E_SERVICES = [
  'auth',
  'admin',
  'content',
  'subscription-billing',
  'messaging',
  'presence',
  'search',
] as const;

/** `AUTH_URL`, `CONTENT_URL`, ...: every service is told where every other one answers. */
const urlVariable = (name: string) => `${name.toUpperCase().replace(/-/g, '_')}_URL`;

/**
 * The whole stack for browser journeys: every service of E2E_SERVICES and the gateway serving the
 * built web app, on free ports and their own databases. Ports are chosen first, so each service
 * knows where the others are before any starts. E2E_BASE_URL, when already set, points the tests
 * at a running stack (E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD then name its admin).
 */
export default async function setup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const gatewayPort = await freePort();
  const ports = new Map<string, number>();
  for (const name of E2E_SERVICES) ports.set(name, await freePort());
  const urls = Object.fromEntries(
    E2E_SERVICES.map((name) => [urlVariable(name), `http://127.0.0.1:${ports.get(name)}`]),
  );
  const jwksUrl = jwksUrlOf(urls.AUTH_URL);
  const envOf = (name: string) => ({
    ...serviceEnv(name, 'e2e'),
    ...urls,
    JWKS_URL: jwksUrl,
    PUBLIC_WEB_URL: `http://127.0.0.1:${gatewayPort}`,
  });
  const started: RunningService[] = [];
  const stopAll = () => Promise.all(started.map((service) => service.stop()));
  try {
    for (const name of E2E_SERVICES) {
      const service = await startService(
        `${name}-e2e`,
        `services/${name}/dist/main.js`,
        ports.get(name)!,
        envOf(name),
      );
      started.push(service);
      // Presence consumes only socket events, which no journey waits on.
      if (name !== 'presence') await waitUntilConsuming(service);
    }
    await createAdmin(envOf('auth'));
    const gateway = await startService(
      'gateway-e2e',
      'gateway/dist/main.js',
      gatewayPort,
      gatewayEnv({ ...urls, JWKS_URL: jwksUrl }),
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
