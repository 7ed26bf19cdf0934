import { randomBytes, randomUUID } from 'node:crypto';

// Documents in the shape auth stores (services/auth/src/users/user.schema.ts and
// sessions/session.schema.ts, with the defaults Mongoose fills in and the embedded outbox empty,
// as after its events were relayed).

const MINUTE_MS = 60_000;
const SESSION_MAX_AGE_MS = 24 * 60 * MINUTE_MS;

export function seededUser(index, passwordHash, now) {
  const number = String(index).padStart(6, '0');
  const createdAt = new Date(now - index * MINUTE_MS);
  return {
    _id: randomUUID(),
    email: `bench-user-${number}@bench.tessera.example`,
    username: `bench_user_${number}`,
    usernameKey: `bench_user_${number}`,
    displayName: `Bench User ${number}`,
    passwordHash,
    role: index % 10 === 0 ? 'creator' : 'subscriber',
    authProvider: 'local',
    googleId: null,
    emailVerified: true,
    isVerified: false,
    avatar: '',
    coverImage: '',
    bio: '',
    socialLinks: {},
    subscriptionTier: null,
    passwordChangedAt: null,
    outbox: [],
    createdAt,
    updatedAt: createdAt,
  };
}

export function seededSession(userId, now) {
  const createdAt = new Date(now - MINUTE_MS);
  return {
    _id: randomUUID(),
    userId,
    rememberMe: false,
    // Only a SHA-256 hex digest of the refresh secret is stored; random bytes look the same.
    currentTokenHash: randomBytes(32).toString('hex'),
    rotatedTokenHashes: [],
    expiresAt: new Date(createdAt.getTime() + SESSION_MAX_AGE_MS),
    revokedAt: null,
    revokedReason: null,
    lastUsedAt: createdAt,
    userAgent: 'tessera-bench',
    ipAddress: '127.0.0.1',
    outbox: [],
    createdAt,
    updatedAt: createdAt,
  };
}
