import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

// Documents and Redis keys in the shapes the content service keeps
// (services/content/src/posts/post.schema.ts, creators/creator-profile.schema.ts,
// entitlements/viewer-entitlements.schema.ts and feed/timelines.ts), with the defaults Mongoose
// fills in and empty outboxes, as after their events were relayed.

const BATCH_SIZE = 1_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const PRIVACY_LEVELS = ['public', 'subscribers', 'premium', 'private'];

const require = createRequire(import.meta.url);
const { PostSchema } = require('../../../services/content/dist/posts/post.schema.js');

/**
 * The posts' indexes as the service declares them, created before the posts as in a database the
 * service has been running on. Built over 100,000 seeded posts (by the service at its start or
 * here), the local database holds the collection for the whole build, and on a busy machine such
 * builds failed with the store's "Chunk … not found".
 */
async function createPostIndexes(collection) {
  for (const [keys, options] of PostSchema.indexes()) {
    await collection.createIndex(keys, options);
  }
}

async function insertInBatches(collection, documents) {
  for (let start = 0; start < documents.length; start += BATCH_SIZE) {
    await collection.insertMany(documents.slice(start, start + BATCH_SIZE), { ordered: false });
  }
}

function creatorProfile(id, index, now) {
  const number = String(index).padStart(4, '0');
  return {
    _id: id,
    username: `bench_creator_${number}`,
    displayName: `Bench Creator ${number}`,
    avatar: '',
    role: 'creator',
    joinedAt: new Date(now - DAY_MS),
  };
}

function post(creatorId, index, privacyLevel, publishedAt) {
  return {
    _id: randomUUID(),
    creatorId,
    title: `Bench post ${index}`,
    description: 'A post seeded for the content benchmark.',
    body: 'Seeded text. '.repeat(20),
    type: 'text',
    mediaIds: [],
    privacyLevel,
    status: 'published',
    moderationStatus: 'approved',
    moderationNotes: '',
    moderatedBy: null,
    moderatedAt: publishedAt,
    scheduledAt: null,
    publishedAt,
    tags: ['bench'],
    category: '',
    folderId: null,
    priceCents: null,
    tierIds: [],
    likesCount: 0,
    commentsCount: 0,
    viewsCount: 0,
    sharesCount: 0,
    deletedAt: null,
    outbox: [],
    createdAt: publishedAt,
    updatedAt: publishedAt,
  };
}

function activeSubscription(subscriptionId, tierId, now) {
  return {
    subscriptionId,
    tierId,
    status: 'active',
    currentPeriodEnd: new Date(now + 30 * DAY_MS),
    changedAt: new Date(now - DAY_MS),
  };
}

/** A viewer on the VIP plan subscribed to `creatorIds`, as billing's events would leave them. */
export function viewerEntitlements(userId, creatorIds, now = Date.now()) {
  return {
    _id: userId,
    platform: activeSubscription(`bench-plan-${userId}`, 'vip-subscriber', now),
    creators: Object.fromEntries(
      creatorIds.map((creatorId) => [
        creatorId,
        activeSubscription(`bench-sub-${userId}-${creatorId}`, 'supporter', now),
      ]),
    ),
    unlocks: {},
    unlockChanges: {},
  };
}

/** A creator on the unlimited creator plan, who may post and upload without a daily limit. */
export function creatorEntitlements(userId, now = Date.now()) {
  return {
    _id: userId,
    platform: activeSubscription(`bench-plan-${userId}`, 'premium-creator', now),
    creators: {},
    unlocks: {},
    unlockChanges: {},
  };
}

/** The `subscriptionsEach` creators subscriber number `index` follows, spread over all creators. */
export function followedCreators(creatorIds, index, subscriptionsEach) {
  return Array.from(
    { length: subscriptionsEach },
    (_, offset) => creatorIds[(index * 7 + offset * 53) % creatorIds.length],
  );
}

/**
 * Fills the content database with creators and their published posts (one every ten minutes
 * back from now, round robin over the creators) and subscribers' entitlements, and writes the
 * Redis timelines the service would build from those posts, marked as built.
 */
export async function seedContent(db, redis, redisPrefix, settings) {
  const { creators, posts, subscribers, subscriptionsEach } = settings;
  const now = Date.now();
  const creatorIds = Array.from({ length: creators }, () => randomUUID());
  await insertInBatches(
    db.collection('creator_profiles'),
    creatorIds.map((id, index) => creatorProfile(id, index, now)),
  );

  await createPostIndexes(db.collection('posts'));
  const timeline = `${redisPrefix}:timeline:`;
  for (let start = 0; start < posts; start += BATCH_SIZE) {
    const batch = [];
    for (let index = start; index < Math.min(start + BATCH_SIZE, posts); index += 1) {
      // Each creator's posts go round the privacy levels in turn.
      const privacyLevel = PRIVACY_LEVELS[Math.floor(index / creators) % PRIVACY_LEVELS.length];
      const publishedAt = new Date(now - index * 10 * MINUTE_MS);
      batch.push(post(creatorIds[index % creators], index, privacyLevel, publishedAt));
    }
    await db.collection('posts').insertMany(batch, { ordered: false });
    const pipeline = redis.pipeline();
    for (const seeded of batch) {
      const score = seeded.publishedAt.getTime();
      pipeline.zadd(`${timeline}creator:${seeded.creatorId}`, score, seeded._id);
      if (seeded.privacyLevel === 'public') {
        pipeline.zadd(`${timeline}public`, score, seeded._id);
        pipeline.zadd(`${timeline}trending`, 'NX', 0, seeded._id);
      }
    }
    await pipeline.exec();
  }
  await redis.set(`${timeline}built`, new Date(now).toISOString());

  await insertInBatches(
    db.collection('viewer_entitlements'),
    Array.from({ length: subscribers }, (_, index) =>
      viewerEntitlements(randomUUID(), followedCreators(creatorIds, index, subscriptionsEach), now),
    ),
  );
  return { creatorIds };
}
