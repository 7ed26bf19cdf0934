// What every k6 journey shares: the target (loopback only), the run's size, the load-test key and
// small helpers for the gateway's JSON API. Scripts import it; load-tests/run.sh runs them.
// Environment: BASE_URL (default http://127.0.0.1:8080), LOAD_TEST_KEY (sent as x-load-test-key so
// the gateway's rate limits let this machine's own load through), VUS (default 5, at most 50) and
// HOLD (default 1m).
/* global __ENV -- k6 passes the environment to scripts as __ENV */
import { fail } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';

export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
export const LOAD_TEST_KEY = __ENV.LOAD_TEST_KEY || '';
export const VUS = Number(__ENV.VUS || 5);
export const HOLD = __ENV.HOLD || '1m';

// Load is only ever sent to this machine.
const LOOPBACK = /^https?:\/\/(127(\.\d{1,3}){3}|localhost|\[::1\])(:\d+)?$/;
if (!LOOPBACK.test(BASE_URL)) {
  throw new Error(`BASE_URL must be a loopback address, got ${BASE_URL}`);
}
if (!(VUS >= 1 && VUS <= 50)) {
  throw new Error(`VUS must be between 1 and 50, got ${__ENV.VUS}`);
}

/** Ramps up to VUS, holds for HOLD and ramps down: the shape of every journey's run. */
export function rampingScenario(extra = {}) {
  return {
    executor: 'ramping-vus',
    startVUs: 0,
    stages: [
      { duration: '20s', target: VUS },
      { duration: HOLD, target: VUS },
      { duration: '10s', target: 0 },
    ],
    gracefulRampDown: '10s',
    gracefulStop: '15s',
    ...extra,
  };
}

export function headers(token, extra = {}) {
  const result = { 'content-type': 'application/json', ...extra };
  if (LOAD_TEST_KEY) result['x-load-test-key'] = LOAD_TEST_KEY;
  if (token) result.authorization = `Bearer ${token}`;
  return result;
}

/** One API call, tagged with `endpoint` so thresholds and the summary can tell calls apart. */
export function call(method, path, body, endpoint, token, extraHeaders) {
  const payload = body === undefined ? null : JSON.stringify(body);
  return http.request(method, `${BASE_URL}${path}`, payload, {
    headers: headers(token, extraHeaders),
    tags: { endpoint },
    timeout: '10s',
  });
}

/** The `data` of the API's response envelope, or undefined when the body is not one. */
export function data(response) {
  try {
    return response.json('data');
  } catch {
    return undefined;
  }
}

/** Short id of the run, so accounts made by different runs never collide. */
export function runId() {
  return Date.now().toString(36).slice(-6);
}

/** A username unique to this run, VU and iteration: 3-20 of [A-Za-z0-9_]. */
export function uniqueUsername(prefix, run) {
  return `${prefix}${run}_${exec.vu.idInTest}_${exec.vu.iterationInScenario}`.slice(0, 20);
}

/** Registers an account and returns its id and access token; the iteration stops if it fails. */
export function register(username, role) {
  const email = `${username.toLowerCase()}@load.example.test`;
  const response = call(
    'POST',
    '/api/auth/register',
    { email, username, displayName: `Load ${username}`, password: `LoadTest-${username}-1A`, role },
    'register',
  );
  const session = data(response);
  if (response.status !== 201 || !session?.token) {
    fail(`register ${username} failed with ${response.status}: ${response.body}`);
  }
  return { id: session.user.id, token: session.token, email };
}

/** Signs in and returns the user's id and access token; the caller stops if it fails. */
export function signIn(email, password) {
  const response = call('POST', '/api/auth/login', { email, password }, 'login');
  const session = data(response);
  if (response.status !== 200 || !session?.token) {
    fail(`login as ${email} failed with ${response.status}: ${response.body}`);
  }
  return { id: session.user.id, token: session.token };
}
