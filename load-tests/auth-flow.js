// k6 load test of the account flow through the gateway: register a new subscriber, log in, read
// and update the profile, refresh the session. Run it with load-tests/run.sh.
// Environment: see lib/journey.js (BASE_URL, LOAD_TEST_KEY, VUS, HOLD).
import { check, fail, sleep } from 'k6';
import exec from 'k6/execution';
import { call, data, rampingScenario, runId } from './lib/journey.js';

export const options = {
  scenarios: { account_flow: rampingScenario() },
  // Registration and login hash passwords with argon2, which dominates their latency on a
  // two-core machine; the other calls are plain reads and writes.
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{endpoint:register}': ['p(95)<1500'],
    'http_req_duration{endpoint:login}': ['p(95)<1500'],
    'http_req_duration{endpoint:profile}': ['p(95)<300'],
    'http_req_duration{endpoint:update-profile}': ['p(95)<400'],
    'http_req_duration{endpoint:refresh}': ['p(95)<400'],
  },
};

export function setup() {
  return { run: runId() };
}

export default function accountFlow({ run }) {
  const vu = exec.vu.idInTest;
  const iteration = exec.vu.iterationInScenario;
  // Usernames: 3-20 chars of [A-Za-z0-9_]; e.g. "lt9x2k1_12_345".
  const username = `lt${run}_${vu}_${iteration}`.slice(0, 20);
  const email = `${username.toLowerCase()}@load.example.test`;
  const password = `LoadTest${vu}x${iteration}A`;

  const registered = call(
    'POST',
    '/api/auth/register',
    { email, username, displayName: `Load ${vu}-${iteration}`, password, role: 'subscriber' },
    'register',
  );
  const registeredOk = check(registered, {
    'register: 201': (r) => r.status === 201,
    'register: token issued': (r) => Boolean(data(r)?.token),
  });
  if (!registeredOk) fail(`register failed with ${registered.status}: ${registered.body}`);

  const loggedIn = call('POST', '/api/auth/login', { email, password }, 'login');
  const session = data(loggedIn);
  const loggedInOk = check(loggedIn, {
    'login: 200': (r) => r.status === 200,
    'login: tokens issued': () => Boolean(session?.token && session?.refreshToken),
  });
  if (!loggedInOk) fail(`login failed with ${loggedIn.status}: ${loggedIn.body}`);

  const profile = call('GET', '/api/auth/profile', undefined, 'profile', session.token);
  check(profile, {
    'profile: 200': (r) => r.status === 200,
    'profile: own user': (r) => data(r)?.user?.email === email,
  });

  const bio = `Load test bio ${run}-${vu}-${iteration}`;
  const updated = call('PUT', '/api/auth/profile', { bio }, 'update-profile', session.token);
  check(updated, {
    'update profile: 200': (r) => r.status === 200,
    'update profile: bio saved': (r) => data(r)?.user?.bio === bio,
  });

  const refreshed = call(
    'POST',
    '/api/auth/refresh',
    { refreshToken: session.refreshToken },
    'refresh',
  );
  check(refreshed, {
    'refresh: 200': (r) => r.status === 200,
    'refresh: new refresh token': (r) => {
      const next = data(r)?.refreshToken;
      return Boolean(next) && next !== session.refreshToken;
    },
  });

  // A person pauses between sessions; without it the test measures a retry storm.
  sleep(1);
}
