// k6 load test of browsing and the feed through the gateway. Visitors (no account) read explore
// and open the posts it lists; signed-in subscribers of the demo data read their feed, explore and
// the posts of both. Needs the demo data: run `npm run seed` against the stack first.
// Environment: see lib/journey.js; SEED_PASSWORD (default the seed's) signs the demo subscribers in.
import { check, fail, sleep } from 'k6';
import exec from 'k6/execution';
import { call, data, rampingScenario, signIn } from './lib/journey.js';

const SEED_PASSWORD = __ENV.SEED_PASSWORD || 'Demo-tessera-2024';
// The seed's subscribers (scripts/seed/demo-cast.mjs): each follows two to four demo creators.
const DEMO_SUBSCRIBERS = ['alex', 'bea', 'chidi', 'dana', 'elif', 'femi', 'greta', 'hugo'];
const POSTS_OPENED_PER_PAGE = 3;

export const options = {
  scenarios: {
    visitors: rampingScenario({ exec: 'visitor' }),
    subscribers: rampingScenario({ exec: 'subscriber' }),
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{endpoint:explore}': ['p(95)<400'],
    'http_req_duration{endpoint:feed}': ['p(95)<400'],
    'http_req_duration{endpoint:post}': ['p(95)<300'],
  },
};

/** Signs the demo subscribers in once; the seed must have run. */
export function setup() {
  const sessions = DEMO_SUBSCRIBERS.map((handle) =>
    signIn(`demo_${handle}@demo.tessera.example`, SEED_PASSWORD),
  );
  const explore = call('GET', '/api/content/explore?limit=20', undefined, 'explore');
  if (explorePosts(data(explore)).length === 0) {
    fail('explore lists no posts: run `npm run seed` against the stack first');
  }
  return { tokens: sessions.map((session) => session.token) };
}

/** The posts of an explore page: trending and recent, each once. */
function explorePosts(page) {
  const posts = [...(page?.trending ?? []), ...(page?.recent ?? [])];
  return posts.filter((post, index) => posts.findIndex((p) => p.id === post.id) === index);
}

/** Opens a few of the listed posts, as a reader scrolling the page would. */
function openPosts(posts, token) {
  for (const post of posts.slice(0, POSTS_OPENED_PER_PAGE)) {
    const opened = call('GET', `/api/content/${post.id}`, undefined, 'post', token);
    check(opened, {
      'post: 200': (r) => r.status === 200,
      'post: the one asked for': (r) => data(r)?.id === post.id,
    });
    sleep(0.5);
  }
}

export function visitor() {
  const explore = call('GET', '/api/content/explore?limit=20', undefined, 'explore');
  const posts = explorePosts(data(explore));
  check(explore, {
    'explore: 200': (r) => r.status === 200,
    'explore: lists posts': () => posts.length > 0,
  });
  openPosts(posts);
  sleep(1);
}

export function subscriber({ tokens }) {
  const token = tokens[exec.vu.idInTest % tokens.length];
  const feed = call('GET', '/api/content/feed?limit=20', undefined, 'feed', token);
  const posts = data(feed)?.items ?? [];
  check(feed, {
    'feed: 200': (r) => r.status === 200,
    'feed: lists posts of followed creators': () => posts.length > 0,
  });
  openPosts(posts, token);

  const explore = call('GET', '/api/content/explore?limit=20', undefined, 'explore', token);
  check(explore, { 'explore signed in: 200': (r) => r.status === 200 });
  openPosts(explorePosts(data(explore)), token);
  sleep(1);
}
