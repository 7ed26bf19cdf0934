// k6 load test of the account flow through the gateway: register a new subscriber, log in, read
// and update the profile, refresh the session. Run it with load-tests/run.sh.
// Environment: BASE_URL (default http://127.0.0.1:8080, loopback only), LOAD_TEST_KEY (sent as
// x-load-test-key so the gateway's per-IP limits on credential endpoints do not throttle the
// test), VUS (default 5) and HOLD (default 1m) to size the run.
import { check, fail, sleep } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
const LOAD_TEST_KEY = __ENV.LOAD_TEST_KEY || '';
const VUS = Number(__ENV.VUS || 5);
const HOLD = __ENV.HOLD || '1m';

// Load is only ever sent to this machine.
const LOOPBACK = /^https?:\/\/(127(\.\d{1,3}){3}|localhost|\[::1\])(:\d+)?$/;
if (!LOOPBACK.test(BASE_URL)) {
  throw new Error(`BASE_URL must be a loopback address, got ${BASE_URL}`);
}
if (!(VUS >= 1 && VUS <= 50)) {
  throw new Error(`VUS must be between 1 and 50, got ${__ENV.VUS}`);
}

export const options = {
  scenarios: {
    account_flow: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: '20s', target: VUS },
        { duration: HOLD, target: VUS },
        { duration: '10s', target: 0 },
      ],
      gracefulRampDown: '10s',
      gracefulStop: '15s',
    },
  },
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

function headers(token) {
  const result = { 'content-type': 'application/json' };
  if (LOAD_TEST_KEY) result['x-load-test-key'] = LOAD_TEST_KEY;
  if (token) result.authorization = `Bearer ${token}`;
  return result;
}

function call(method, path, body, endpoint, token) {
  const payload = body === undefined ? null : JSON.stringify(body);
  return http.request(method, `${BASE_URL}${path}`, payload, {
    headers: headers(token),
    tags: { endpoint },
    timeout: '10s',
  });
}

function data(response) {
  try {
    return response.json('data');
  } catch {
    return undefined;
  }
}

/** Short run id so users from different runs never collide. */
export function setup() {
  return { runId: Date.now().toString(36).slice(-6) };
}

export default function accountFlow({ runId }) {
  const vu = exec.vu.idInTest;
  const iteration = exec.vu.iterationInScenario;
  // Usernames: 3-20 chars of [A-Za-z0-9_]; e.g. "lt9x2k1_12_345".
  const username = `lt${runId}_${vu}_${iteration}`.slice(0, 20);
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

  const bio = `Load test bio ${runId}-${vu}-${iteration}`;
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
