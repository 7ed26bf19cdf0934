// `npm run seed`: fills a running platform with demo creators, their tiers, subscribers, posts and
// subscriptions through its own API, the subscriptions bought at checkout with a test card, so a
// newcomer sees it in use. Every demo account's username starts with `demo_` and its display name
// ends in " (demo)". Running it again finds what an earlier run made and only adds what is missing.
import { URLSearchParams } from 'node:url';
import { ApiClient, ApiError } from './api-client.mjs';
import { BillingPurchases } from './billing-purchases.mjs';
import { signInDemoAdmin } from './demo-admin.mjs';
import { DEMO_ADMIN, demoCreators, demoSubscribers } from './demo-cast.mjs';
import { demoImage } from './demo-image.mjs';

const BASE_URL = process.env.SEED_BASE_URL ?? 'http://localhost:8080';
const DEFAULT_PASSWORD = 'Demo-tessera-2024';
const PASSWORD = process.env.SEED_PASSWORD || DEFAULT_PASSWORD;
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

/** The creator's bio, and the tiers an earlier run did not create; answers all their tiers. */
async function setUpCreator(api, creator) {
  await api.request('PUT', '/api/auth/profile', {
    token: creator.token,
    json: { bio: creator.bio, setupComplete: true },
  });
  const existing = await api.request('GET', '/api/subscriptions/creator-tiers', {
    token: creator.token,
  });
  const tiers = [];
  for (const tier of creator.tiers) {
    const found = existing.find((candidate) => candidate.name === tier.name);
    tiers.push(
      found ??
        (await api.request('POST', '/api/subscriptions/creator-tiers', {
          token: creator.token,
          json: tier,
        })),
    );
  }
  return tiers;
}

/**
 * Buys what the cast holds and billing does not have yet: creators' and subscribers' platform
 * plans, and each subscriber's subscriptions to their creators' tiers, all with the test card.
 */
async function buySubscriptions(api, creators, subscribers) {
  const billing = new BillingPurchases(api);
  let plans = 0;
  let creatorSubscriptions = 0;
  let held = 0;
  const buy = async (account, creatorId, tierId) => {
    if (BillingPurchases.holds(await billing.status(account), creatorId)) {
      held += 1;
      return false;
    }
    await billing.ensureCard(account);
    await billing.subscribe(account, { tierId, creatorId });
    return true;
  };
  for (const account of [...creators, ...subscribers]) {
    if (account.plan && (await buy(account, null, account.plan))) plans += 1;
  }
  for (const subscriber of subscribers) {
    for (const { creatorIndex, tierIndex } of subscriber.follows) {
      const creator = creators[creatorIndex];
      if (await buy(subscriber, creator.id, creator.soldTiers[tierIndex].id)) {
        creatorSubscriptions += 1;
      }
    }
  }
  log(
    `billing: ${plans} platform plans and ${creatorSubscriptions} creator subscriptions bought ` +
      `with the test card, ${held} already held`,
  );
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
  for (const creator of creators) creator.soldTiers = await setUpCreator(api, creator);
  log(
    `creators' bios and tiers: ${creators.length} creators, ${creators[0].tiers.length} tiers each`,
  );
  await buySubscriptions(api, creators, subscribers);

  log('posts:');
  const pending = [];
  for (const creator of creators) pending.push(...(await seedPosts(api, creator)));
  await approve(api, admin, pending);

  const feed = await feedOf(api, subscribers[1]);
  log(
    `${subscribers[1].username}'s feed shows ${feed.shown} posts, ${feed.unlocked} of them ` +
      'unlocked by their subscriptions',
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
