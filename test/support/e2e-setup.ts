import { freePort } from './free-port';
import { startService, waitUntilConsuming } from './processes';
import { gatewayEnv, jwksUrlOf, serviceEnv } from './test-env';

/**
 * The whole stack for browser journeys: auth and the gateway serving the built web app, on free
 * ports and their own database. E2E_BASE_URL, when already set, points the tests at a running stack.
 */
export default async function setup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const gatewayPort = await freePort();
  const auth = await startService('auth-e2e', 'services/auth/dist/main.js', await freePort(), {
    ...serviceEnv('auth', 'e2e'),
    PUBLIC_WEB_URL: `http://127.0.0.1:${gatewayPort}`,
  });
  const gateway = await waitUntilConsuming(auth)
    .then(() =>
      startService(
        'gateway-e2e',
        'gateway/dist/main.js',
        gatewayPort,
        gatewayEnv({ AUTH_URL: auth.url, JWKS_URL: jwksUrlOf(auth.url) }),
      ),
    )
    .catch(async (error: unknown) => {
      await auth.stop();
      throw error;
    });
  process.env.E2E_BASE_URL = gateway.url;
  return async () => {
    await gateway.stop();
    await auth.stop();
  };
}
