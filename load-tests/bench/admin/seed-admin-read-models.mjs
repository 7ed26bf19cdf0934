import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

// Documents in the shape the admin service stores: services/admin/src/users/admin-user.schema.ts
// (collection admin_users) and services/admin/src/reports/queue-item.schema.ts (moderation_queue),
// with an empty outbox, as after their events were relayed. Written in bulk to the database the
// service reads, as its event handlers would have left them.
const require = createRequire(import.meta.url);
const {
  REPORT_DUE_DAYS,
  REPORT_REASONS,
  REVIEW_REASON,
  SEVERITY_BY_REASON,
} = require('@tessera/contracts');

const BATCH_SIZE = 2_000;
const DAY_MS = 86_400_000;
const SEVERITY_RANK = { critical: 4, high: 3, medium: 2, low: 1 };

// prettier-ignore
const FIRST_NAMES = [
  'Amara', 'Ben', 'Chloe', 'Dmitri', 'Elena', 'Farah', 'Gareth', 'Hana', 'Isaac', 'Jade',
  'Kofi', 'Lena', 'Mateo', 'Nadia', 'Oscar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tomas',
  'Uma', 'Victor', 'Wren', 'Ximena', 'Yusuf', 'Zoe', 'Aiko', 'Bruno', 'Carmen', 'Dev',
];
// prettier-ignore
const LAST_NAMES = [
  'Adeyemi', 'Bauer', 'Castillo', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Haddad', 'Ito',
  'Jensen', 'Kowalski', 'Larsen', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quintero', 'Rossi',
  'Silva', 'Tanaka', 'Ueda', 'Varga', 'Walsh', 'Xu', 'Yilmaz', 'Zhang', 'Novak', 'Murphy',
];
const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'proton.me', 'yahoo.com', 'icloud.com'];
// Spam is reported most, the gravest reasons least.
// prettier-ignore
const REASON_WEIGHTS = {
  spam: 30, harassment: 14, nudity: 12, copyright: 10, other: 10, hate: 8, violence: 6,
  non_consent: 4, underage: 3, illegal: 3,
};
const FLAG_REASONS = ['Repeated spam', 'Chargeback fraud', 'Impersonation', 'Stolen content'];

/** A small deterministic generator, so every run seeds the same spread. */
function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = (items) => items[Math.floor(next() * items.length)];
  const weighted = (weights) => {
    const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of Object.entries(weights)) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return Object.keys(weights).at(-1);
  };
  return { next, pick, weighted };
}

function verificationOf(role, random) {
  if (role !== 'creator') return 'none';
  return random.weighted({ verified: 55, none: 20, pending: 15, rejected: 10 });
}

function adminUser(index, random, now) {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const role = index % 1_000 === 0 ? 'admin' : random.next() < 0.15 ? 'creator' : 'subscriber';
  const status =
    role === 'admin'
      ? 'active'
      : random.weighted({ active: 93, pending: 3, suspended: 3, banned: 1 });
  const verificationStatus = verificationOf(role, random);
  const username = `${first}_${last}${index}`.toLowerCase();
  const email = `${first}.${last}.${index}@${random.pick(MAIL_DOMAINS)}`.toLowerCase();
  const displayName = `${first} ${last}`;
  const searchKeys = [...new Set([email, username, displayName.toLowerCase()])];
  // Accounts made over a year; most were active in the last weeks.
  const createdAt = new Date(now - random.next() * 365 * DAY_MS);
  const lastActiveAt = new Date(
    Math.max(createdAt.getTime(), now - random.next() ** 3 * 60 * DAY_MS),
  );
  const changedAt = new Date(Math.min(now, createdAt.getTime() + random.next() * 30 * DAY_MS));
  return {
    _id: randomUUID(),
    email,
    username,
    displayName,
    avatar: '',
    role,
    isVerified: verificationStatus === 'verified',
    status,
    verificationStatus,
    searchKeys,
    searchBuckets: [...new Set(searchKeys.map((key) => key.slice(0, 3)))],
    totalSpentCents: role === 'subscriber' ? Math.round(random.next() ** 2 * 50_000) : 0,
    lastActiveAt,
    ipAddress: `10.${index % 250}.${Math.floor(index / 250) % 250}.${(index * 7) % 250}`,
    flaggedReasons: status === 'banned' ? [random.pick(FLAG_REASONS)] : [],
    moderationNotes: status === 'suspended' ? 'Warned twice before the suspension.' : '',
    createdContentCount: role === 'creator' ? Math.floor(random.next() * 400) : 0,
    subscriptionCount: role === 'subscriber' ? Math.floor(random.next() * 12) : 0,
    createdAt,
    profileChangedAt: createdAt,
    statusChangedAt: changedAt,
    outbox: [],
  };
}

/** Older items are mostly decided; the last week's mostly wait or are being worked on. */
function statusOfItem(ageDays, random) {
  if (ageDays > 14) return random.next() < 0.97 ? 'resolved' : 'open';
  if (ageDays > 7) return random.weighted({ resolved: 80, open: 12, claimed: 8 });
  return random.weighted({ open: 65, claimed: 15, resolved: 20 });
}

function queueItem(random, now, creators, members, admins) {
  const isReview = random.next() < 0.1;
  const reason = isReview ? REVIEW_REASON : random.weighted(REASON_WEIGHTS);
  const targetType = isReview ? 'post' : random.weighted({ post: 70, user: 15, message: 15 });
  const creatorId = random.pick(creators);
  const createdAt = new Date(now - random.next() * 8 * 7 * DAY_MS);
  const status = statusOfItem((now - createdAt.getTime()) / DAY_MS, random);
  const moderator = status === 'open' ? null : random.pick(admins);
  const resolvedAt = new Date(Math.min(now, createdAt.getTime() + random.next() * 5 * DAY_MS));
  const severity = SEVERITY_BY_REASON[reason];
  return {
    _id: randomUUID(),
    kind: isReview ? 'review' : 'report',
    targetType,
    targetId: targetType === 'user' ? creatorId : randomUUID(),
    creatorId,
    reason,
    description: isReview ? '' : `Reported for ${reason.replace('_', ' ')}.`,
    severity,
    severityRank: SEVERITY_RANK[severity],
    reporterId: isReview ? null : random.pick(members),
    createdAt,
    dueAt: new Date(createdAt.getTime() + REPORT_DUE_DAYS * DAY_MS),
    status,
    assigneeId: moderator,
    notes: status === 'claimed' ? [{ authorId: moderator, body: 'Looking', at: createdAt }] : [],
    resolution:
      status === 'resolved'
        ? {
            action: isReview
              ? 'approve'
              : random.weighted({ dismiss: 60, remove_content: 30, warn_creator: 10 }),
            notes: 'Checked against the rules.',
            resolvedBy: moderator,
            resolvedAt,
          }
        : null,
    appeal: null,
    outbox: [],
  };
}

async function insertInBatches(collection, count, documentAt) {
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const batch = [];
    for (let index = start; index < Math.min(start + BATCH_SIZE, count); index += 1) {
      batch.push(documentAt(index));
    }
    await collection.insertMany(batch, { ordered: false });
  }
}

/**
 * Fills the admin service's users read model with `users` accounts and its moderation queue with
 * `reports` items over them. Answers a few real names of the seeded accounts, for searches.
 */
export async function seedAdminReadModels(db, { users, reports }) {
  const random = randomSource(24);
  const now = Date.now();
  const creators = [];
  const members = [];
  const admins = [];
  await insertInBatches(db.collection('admin_users'), users, (index) => {
    const user = adminUser(index, random, now);
    const list = { creator: creators, subscriber: members, admin: admins }[user.role];
    list.push(user._id);
    return user;
  });
  await insertInBatches(db.collection('moderation_queue'), reports, () =>
    queueItem(random, now, creators, members, admins),
  );
  return { firstNames: FIRST_NAMES, lastNames: LAST_NAMES, reasons: REPORT_REASONS };
}
