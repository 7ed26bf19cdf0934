import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { postJson } from '../lib/bench-accounts.mjs';

const POLL_MS = 10;
const GIVE_UP_MS = 10_000;
const SEARCHABLE_WITHIN_MS = 30_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a suspension must show, each as a check that turns true once it has. */
export const REACH_PROBES = [
  'auth refuses the token',
  'content refuses the token',
  'messaging closes the socket',
  'search no longer finds the creator',
  'public profile answers 404',
];

async function statusOf(base, path, token) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${base}${path}`, { headers });
  await response.arrayBuffer();
  return response.status;
}

async function searchFinds(base, marker, userId) {
  const response = await fetch(`${base}/api/search?q=${marker}&types=creator`);
  const body = await response.json();
  return (body.data?.results ?? []).some((result) => result.id === `creator:${userId}`);
}

/** A creator named after `marker`, signed in, with a socket open through the gateway. */
async function signedInCreator(base) {
  const suffix = randomBytes(5).toString('hex');
  const marker = `quillfeather${suffix}`;
  const registered = await postJson(
    `${base}/api/auth/register`,
    {
      email: `bench-${suffix}@bench.tessera.example`,
      username: `bench_${suffix}`,
      displayName: `Marlow ${marker}`,
      password: `Bench-${suffix}-1`,
      role: 'creator',
    },
    201,
  );
  const creator = { id: registered.user.id, token: registered.token, marker };
  const socket = io(base, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token: creator.token },
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  creator.disconnected = new Promise((resolve) =>
    socket.once('disconnect', () => resolve(performance.now())),
  );
  creator.socket = socket;
  return creator;
}

/** Polls `check` every POLL_MS until it holds; answers when it first did, or throws. */
async function firstTimeTrue(check, label) {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now();
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`${label}: not within 10 s`);
    await pause(POLL_MS);
  }
}

async function untilSearchable(base, creator) {
  const started = performance.now();
  while (!(await searchFinds(base, creator.marker, creator.id))) {
    if (performance.now() - started > SEARCHABLE_WITHIN_MS) {
      throw new Error(`creator ${creator.id} was not searchable within 30 s`);
    }
    await pause(100);
  }
}

/** Every probe must see the account working before the suspension, or the timing means nothing. */
async function assertReachable(base, creator) {
  const statuses = await Promise.all([
    statusOf(base, '/api/auth/profile', creator.token),
    statusOf(base, '/api/content/folders', creator.token),
    statusOf(base, `/api/users/${creator.id}`),
  ]);
  if (statuses.some((status) => status !== 200) || !creator.socket.connected) {
    throw new Error(`creator ${creator.id} not fully reachable before: ${statuses.join(', ')}`);
  }
}

async function suspendOne(base, adminToken, creator) {
  await assertReachable(base, creator);
  const refused = (status) => status === 401 || status === 403;
  const started = performance.now();
  const call = fetch(`${base}/api/admin/users/${creator.id}/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ status: 'suspended', reason: 'Repeated spam in messages' }),
  });
  // prettier-ignore
  const probes = [
    firstTimeTrue(async () => refused(await statusOf(base, '/api/auth/profile', creator.token)), 'auth'),
    firstTimeTrue(async () => refused(await statusOf(base, '/api/content/folders', creator.token)), 'content'),
    creator.disconnected,
    firstTimeTrue(async () => !(await searchFinds(base, creator.marker, creator.id)), 'search'),
    firstTimeTrue(async () => (await statusOf(base, `/api/users/${creator.id}`)) === 404, 'profile'),
  ];
  const response = await call;
  const answered = performance.now();
  if (response.status !== 200) {
    throw new Error(
      `suspending ${creator.id} answered ${response.status}: ${await response.text()}`,
    );
  }
  const reachedAt = await Promise.race([
    Promise.all(probes),
    pause(GIVE_UP_MS).then(() => {
      throw new Error(`suspension of ${creator.id} not seen everywhere within 10 s`);
    }),
  ]);
  creator.socket.close();
  return {
    callMs: answered - started,
    fromStart: reachedAt.map((at) => at - started),
    // A probe can see the change before the call's answer arrives: that counts as 0.
    fromAnswer: reachedAt.map((at) => Math.max(0, at - answered)),
  };
}

/**
 * Suspends `count` freshly registered creators one after another through the gateway as an admin,
 * each signed in with a socket open and findable in search, and times how soon every probe sees
 * the suspension, from the call's start and from its answer, polling every 10 ms.
 */
export async function measureSuspensionReach({ base, adminToken, count, progress }) {
  const creators = [];
  for (let index = 0; index < count; index += 1) creators.push(await signedInCreator(base));
  progress(`${count} creators signed in with sockets open; waiting until search finds each`);
  for (const creator of creators) await untilSearchable(base, creator);
  const runs = [];
  for (const creator of creators) runs.push(await suspendOne(base, adminToken, creator));
  return runs;
}
