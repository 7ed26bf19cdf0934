import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ApiError } from './api-client.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Signs the demo admin in, creating the account first with auth's CLI when it does not exist:
 * admin cannot be chosen at registration.
 */
export async function signInDemoAdmin(api, admin, password, log) {
  try {
    return await api.signIn(admin, password);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }
  log(`creating the admin ${admin.username} with the auth CLI`);
  execFileSync(
    process.execPath,
    [
      'services/auth/dist/cli/create-admin.js',
      '--email',
      admin.email,
      '--username',
      admin.username,
      '--display-name',
      admin.displayName,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, ADMIN_PASSWORD: password }, stdio: 'inherit' },
  );
  return api.signIn(admin, password);
}
