// `npm run seed`: fills a running platform with demo creators, subscribers, posts and
// subscriptions through its own API and billing's events, so a newcomer sees it in use. Every demo
// account's username starts with `demo_` and its display name ends in " (demo)". Running it again
// finds what an earlier run made and only adds what is missing.
import { URLSearchParams } from 'node:url';
import { ApiClient, ApiError } from './api-client.mjs';
import { BillingEvents } from './billing-events.mjs';
import { signInDemoAdmin } from './demo-admin.mjs';
import { DEMO_ADMIN, demoCreators, demoSubscribers } from './demo-cast.mjs';
import { demoImage } from './demo-image.mjs';

const BASE_URL = process.env.SEED_BASE_URL ?? 'http://localhost:8080';
const DEFAULT_PASSWORD = 'Demo-tessera-2024';
const PASSWORD = process.env.SEED_PASSWORD || DEFAULT_PASSWORD;
const KAFKA_BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
/** Tier of a creator's own subscription; posts naming no tier are open to any of them. */
const CREATOR_SUBSCRIPTION_TIER = 'supporter';
/** How long to wait for the content service to apply billing's events. */
const EVENTS_APPLIED_TIMEOUT_MS = 60_000;

const log = (message) => console.log(message);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a creator's call refused with 403 while the plan just sent is not applied yet. */
async function onceThePlanApplies(call) {
  const deadline = Date.now() + EVENTS_APPLIED_TIMEOUT_MS;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 403 || Date.now() > deadline)
        throw error;
      await pause(1000);
    }
  }
}

async function accounts(api, list, label) {
  const signedIn = [];
  let created = 0;
  for (const account of list) {
    const result = await api.signInOrRegister(account, PASSWORD);
    if (result.created) created += 1;
    signedIn.push({ ...account, id: result.session.user.id, token: result.session.token });
  }
  log(`${label}: ${list.length} (${created} new, ${list.length - created} already there)`);
  return signedIn;
}

async function sendBillingEvents(creators, subscribers) {
  const billing = new BillingEvents(KAFKA_BROKERS);
  await billing.start();
  try {
    let creatorSubscriptions = 0;
    for (const creator of creators) await billing.platformPlan(creator.id, creator.plan);
    for (const subscriber of subscribers) {
      await billing.platformPlan(subscriber.id, subscriber.plan);
      for (const index of subscriber.followsCreatorIndexes) {
        await billing.creatorSubscription(
          subscriber.id,
          creators[index].id,
          CREATOR_SUBSCRIPTION_TIER,
        );
        creatorSubscriptions += 1;
      }
    }
    log(
      `billing events: ${creators.length + subscribers.length} platform plans and ` +
        `${creatorSubscriptions} creator subscriptions sent (producer 'seed')`,
    );
  } finally {
    await billing.stop();
  }
}

async function ownPosts(api, creator) {
  const query = new URLSearchParams({ creatorId: creator.id, status: 'all', limit: '100' });
  return (await api.request('GET', `/api/content?${query}`, { token: creator.token })).items;
}

async function createPost(api, creator, post, seed) {
  const mediaIds = [];
  if (post.type === 'photo') {
    const bytes = await demoImage({
      creatorName: creator.displayName,
      title: post.title,
      colors: creator.theme.colors,
      seed,
    });
    const uploaded = await onceThePlanApplies(() =>
      api.upload(creator.token, {
        bytes,
        fileName: `${creator.username}-${seed}.jpg`,
        mimeType: 'image/jpeg',
        kind: 'image',
      }),
    );
    mediaIds.push(uploaded.mediaId);
  }
  return onceThePlanApplies(() =>
    api.request('POST', '/api/content', { token: creator.token, json: { ...post, mediaIds } }),
  );
}

/** Creates the creator's posts an earlier run did not; returns those waiting for moderation. */
async function seedPosts(api, creator) {
  const existing = await ownPosts(api, creator);
  const titles = new Set(existing.map((post) => post.title));
  const pending = existing.filter((post) => post.status === 'pending');
  let created = 0;
  for (const [index, post] of creator.posts.entries()) {
    if (titles.has(post.title)) continue;
    const made = await createPost(api, creator, post, index + 1);
    if (made.status === 'pending') pending.push(made);
    created += 1;
  }
  const photos = creator.posts.filter((post) => post.type === 'photo').length;
  log(
    `  ${creator.username}: ${creator.posts.length} posts (${photos} photo), ${created} new, ` +
      `${pending.length} waiting for moderation`,
  );
  return pending;
}

async function approve(api, admin, posts) {
  for (const post of posts) {
    await api.request('POST', `/api/content/${post.id}/moderation`, {
      token: admin.token,
      json: { decision: 'approve', notes: 'Demo content' },
    });
  }
  log(`moderation: ${posts.length} demo posts approved by ${DEMO_ADMIN.username}`);
}

/** Waits until a subscriber's feed shows their creators' posts, so the run ends on a live feed. */
async function feedOf(api, subscriber) {
  const deadline = Date.now() + EVENTS_APPLIED_TIMEOUT_MS;
  for (;;) {
    const page = await api.request('GET', '/api/content/feed?limit=50', {
      token: subscriber.token,
    });
    const unlocked = page.items.filter((post) => post.access?.allowed !== false).length;
    if (unlocked > 0 || Date.now() > deadline) return { shown: page.items.length, unlocked };
    await pause(1000);
  }
}

async function main() {
  const api = new ApiClient(BASE_URL, { loadTestKey: process.env.LOAD_TEST_KEY, log });
  log(`seeding demo data through ${BASE_URL}`);
  const health = await fetch(`${BASE_URL}/api/health`).catch(() => null);
  if (!health?.ok) {
    throw new Error(
      `the platform does not answer at ${BASE_URL}/api/health; start it with npm start`,
    );
  }

  const admin = await signInDemoAdmin(api, DEMO_ADMIN, PASSWORD, log);
  const creators = await accounts(api, demoCreators(), 'creators');
  const subscribers = await accounts(api, demoSubscribers(creators.length), 'subscribers');
  await sendBillingEvents(creators, subscribers);

  log('posts:');
  const pending = [];
  for (const creator of creators) pending.push(...(await seedPosts(api, creator)));
  await approve(api, admin, pending);

  const feed = await feedOf(api, subscribers[1]);
  log(
    `${subscribers[1].username}'s feed shows ${feed.shown} posts, ${feed.unlocked} of them ` +
      'unlocked by their plan and subscriptions',
  );
  log(
    `done: sign in at ${BASE_URL} as any demo account, e.g. ${creators[0].email} or ` +
      `${subscribers[0].email}, with the seed password`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`\nSEED FAILED: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
