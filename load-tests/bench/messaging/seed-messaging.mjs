import { createHash, randomUUID } from 'node:crypto';

// Documents in the shapes messaging stores (services/messaging/src/users/messaging-user.schema.ts,
// conversations/conversation.schema.ts and inbox.schema.ts), as its event handlers and
// `POST /api/messages/conversations` would have left them.

const BATCH_SIZE = 1_000;
const PLAN_DAYS = 30;
const DAY_MS = 86_400_000;

// Plans under which anyone may message anyone: a VIP subscriber may message every creator tier,
// and a Pro creator's empty accept-list admits every sender.
const PLAN_BY_ROLE = { subscriber: 'vip-subscriber', creator: 'pro-creator' };

/** The id messaging gives the direct conversation of a pair, whoever starts it. */
function directConversationId(a, b) {
  const pair = [a, b].sort().join(' ');
  return createHash('sha256').update(`direct ${pair}`).digest('hex').slice(0, 32);
}

function readModelUser(user, now) {
  return {
    _id: user.id,
    role: user.role,
    username: user.username,
    displayName: user.displayName,
    avatar: '',
    platform: {
      subscriptionId: randomUUID(),
      tierId: PLAN_BY_ROLE[user.role],
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + PLAN_DAYS * DAY_MS),
      changedAt: now,
    },
    creators: {},
  };
}

function directConversation(id, starter, other, now) {
  return {
    _id: id,
    type: 'direct',
    name: '',
    description: '',
    avatar: '',
    creatorId: starter.id,
    participants: {
      [starter.id]: { role: 'owner', joinedAt: now, isActive: true },
      [other.id]: { role: 'member', joinedAt: now, isActive: true },
    },
    seq: 0,
    lastMessageAt: null,
    reads: {},
    readAt: {},
    delivered: {},
    settings: {
      isEncrypted: false,
      allowFileSharing: true,
      allowVoiceMessages: true,
      maxParticipants: 2,
      moderationEnabled: false,
      wordFilter: [],
    },
    createdAt: now,
  };
}

async function insertInBatches(collection, documents) {
  for (let start = 0; start < documents.length; start += BATCH_SIZE) {
    await collection.insertMany(documents.slice(start, start + BATCH_SIZE), { ordered: false });
  }
}

/**
 * Seeds messaging's users read model with plans that allow messaging, and one direct conversation
 * per pair with both inboxes listing it. Returns the pairs with their conversation ids.
 */
export async function seedMessaging(db, users) {
  const now = new Date();
  const pairs = [];
  for (let index = 0; index + 1 < users.length; index += 2) {
    const [a, b] = [users[index], users[index + 1]];
    pairs.push({ a, b, conversationId: directConversationId(a.id, b.id) });
  }
  await insertInBatches(
    db.collection('users'),
    users.map((user) => readModelUser(user, now)),
  );
  await insertInBatches(
    db.collection('conversations'),
    pairs.map((pair) => directConversation(pair.conversationId, pair.a, pair.b, now)),
  );
  await insertInBatches(
    db.collection('inboxes'),
    pairs.flatMap((pair) => [
      { _id: pair.a.id, conversationIds: [pair.conversationId] },
      { _id: pair.b.id, conversationIds: [pair.conversationId] },
    ]),
  );
  return pairs;
}
