import { startService } from './processes';
import { authEnv, gatewayEnv } from './test-env';

const E2E_PORTS = { gateway: 18180, auth: 13101 } as const;

/**
 * The whole stack for browser journeys: auth and the gateway serving the built web app, on their
 * own ports and database. E2E_BASE_URL, when already set, points the tests at a running stack.
 */
export default async function setup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const auth = await startService(
    'auth-e2e',
    'services/auth/dist/main.js',
    E2E_PORTS.auth,
    authEnv({
      MONGO_DB: `tessera_auth_e2e_${Date.now().toString(36)}`,
      KAFKA_GROUP_ID: 'auth-e2e',
      PUBLIC_WEB_URL: `http://127.0.0.1:${E2E_PORTS.gateway}`,
    }),
  );
  const gateway = await startService(
    'gateway-e2e',
    'gateway/dist/main.js',
    E2E_PORTS.gateway,
    gatewayEnv(auth.url),
  ).catch(async (error: unknown) => {
    await auth.stop();
    throw error;
  });
  process.env.E2E_BASE_URL = gateway.url;
  return async () => {
    await gateway.stop();
    await auth.stop();
  };
}
