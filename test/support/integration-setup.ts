import type { TestProject } from 'vitest/node';
import { startGoogleTestIssuer, TEST_GOOGLE_CLIENT_ID } from './google-test-issuer';
import { startService } from './processes';
import { authEnv, gatewayEnv, TEST_PORTS } from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    authUrl: string;
    authEnv: Record<string, string>;
    googlePrivateKeyPem: string;
  }
}

/** One gateway and one auth service for the whole integration run, on the shared local infrastructure. */
export default async function setup(project: TestProject) {
  const google = await startGoogleTestIssuer();
  const env = authEnv({ GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
  const auth = await startService('auth', 'services/auth/dist/main.js', TEST_PORTS.auth, env);
  const gateway = await startService(
    'gateway',
    'gateway/dist/main.js',
    TEST_PORTS.gateway,
    gatewayEnv(auth.url),
  ).catch(async (error: unknown) => {
    await auth.stop();
    throw error;
  });

  project.provide('gatewayUrl', gateway.url);
  project.provide('authUrl', auth.url);
  project.provide('authEnv', env);
  project.provide('googlePrivateKeyPem', google.privateKeyPem);

  return async () => {
    await gateway.stop();
    await auth.stop();
    await google.stop();
  };
}
