import type { EventEnvelope, TypedEvent } from '@tessera/contracts';
import type { RequestContext, SessionRevocations, StandaloneOutboxStore } from '@tessera/platform';
import type { Redis } from 'ioredis';
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { AccountRecoveryService } from '../account-tokens/account-recovery.service';
import type { AccountToken, AccountTokenPurpose } from '../account-tokens/account-token.schema';
import type { AccountTokensRepository } from '../account-tokens/account-tokens.repository';
import { RegistrationService } from '../auth/registration.service';
import { SignInService } from '../auth/sign-in.service';
import { loadAuthConfig } from '../config/auth-config';
import { AccessTokenIssuer } from '../credentials/access-token.issuer';
import { LoginThrottle } from '../credentials/login-throttle';
import {
  hashSecret,
  issueOpaqueToken,
  parseOpaqueToken,
  secretMatches,
} from '../credentials/opaque-token';
import type { PasswordHasher } from '../credentials/password-hasher';
import type { RememberedDevice } from '../devices/remembered-device.schema';
import type { RememberedDevicesRepository } from '../devices/remembered-devices.repository';
import { RememberedDevicesService } from '../devices/remembered-devices.service';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import type { Session } from '../sessions/session.schema';
import { SessionService } from '../sessions/session.service';
import type { NewSession, SessionsRepository } from '../sessions/sessions.repository';
import type { SigningKeysService } from '../signing-keys/signing-keys.service';
import type { PlatformTier, User } from '../users/user.schema';
import type { NewUser, ProfileChanges, UsersRepository } from '../users/users.repository';
import { UserProfileCache } from '../users/user-profile.cache';
import { UsersService } from '../users/users.service';

/**
 * In-memory stand-ins for the auth service's repositories and outside collaborators, with the same
 * public methods and the same conditional-write semantics as the MongoDB and Redis versions, so the
 * use cases can be tested without a database.
 */

/** What a class offers its callers: a double must provide this much to take its place. */
export type PublicPart<T> = { [K in keyof T]: T[K] };

/**
 * Private fields make class types nominal, so a double cannot be typed as the class it replaces;
 * each double declares which part of the class it implements, and this lets it stand in.
 */
export function standIn<T>(double: object): T {
  return double as unknown as T;
}

export const requestContext: RequestContext = {
  ipAddress: '203.0.113.7',
  userAgent: 'vitest-browser/1.0',
  requestId: 'request-1',
};

/** The error MongoDB raises when a write breaks a unique index. */
function duplicateKeyError(field: string): Error {
  return Object.assign(new Error(`E11000 duplicate key error on ${field}`), { code: 11000 });
}

/**
 * Mirrors the platform's outbox base: events are kept with the document whose write produced
 * them, and a write that matches no document stores no events.
 */
abstract class InMemoryOutboxRepository<TDoc extends { _id: string }> {
  protected readonly docs = new Map<string, TDoc>();
  private readonly outbox: Array<{ ownerId: string; event: EventEnvelope }> = [];

  /** Every event written, in order. */
  get events(): EventEnvelope[] {
    return this.outbox.map((entry) => entry.event);
  }

  eventsOf(ownerId: string): EventEnvelope[] {
    return this.outbox.filter((entry) => entry.ownerId === ownerId).map((entry) => entry.event);
  }

  protected insert(doc: TDoc, events: EventEnvelope[]): TDoc {
    if (this.docs.has(doc._id)) throw duplicateKeyError('_id');
    this.docs.set(doc._id, structuredClone(doc));
    this.record(doc._id, events);
    return structuredClone(doc);
  }

  /** Applies `change` to the document if it exists and `matches`; true when it did. */
  protected updateWhere(
    id: string,
    matches: (doc: TDoc) => boolean,
    change: (doc: TDoc) => void,
    events: EventEnvelope[] = [],
  ): boolean {
    const doc = this.docs.get(id);
    if (!doc || !matches(doc)) return false;
    change(doc);
    this.record(id, events);
    return true;
  }

  protected read(id: string): TDoc | null {
    const doc = this.docs.get(id);
    return doc ? structuredClone(doc) : null;
  }

  private record(ownerId: string, events: EventEnvelope[]): void {
    for (const event of events) this.outbox.push({ ownerId, event });
  }
}

const always = () => true;

export class InMemoryUsersRepository
  extends InMemoryOutboxRepository<User>
  implements PublicPart<UsersRepository>
{
  /** Evicts cached profiles on every write, as the real repository does. */
  constructor(private readonly profiles: UserProfileCache) {
    super();
  }

  async create(user: NewUser, events: EventEnvelope[]): Promise<User> {
    const all = [...this.docs.values()];
    if (all.some((other) => other.email === user.email)) throw duplicateKeyError('email');
    if (all.some((other) => other.usernameKey === user.usernameKey)) {
      throw duplicateKeyError('usernameKey');
    }
    const now = new Date();
    return this.insert({ ...user, createdAt: now, updatedAt: now }, events);
  }

  async findById(id: string): Promise<User | null> {
    return this.read(id);
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.findWhere((user) => user.email === email.toLowerCase());
  }

  async findByGoogleId(googleId: string): Promise<User | null> {
    return this.findWhere((user) => user.googleId === googleId);
  }

  async usernameTaken(usernameKey: string, exceptUserId?: string): Promise<boolean> {
    const found = await this.findWhere((user) => user.usernameKey === usernameKey);
    return found !== null && found._id !== exceptUserId;
  }

  async list(page: number, limit: number): Promise<{ users: User[]; total: number }> {
    const newestFirst = [...this.docs.values()].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a._id.localeCompare(b._id),
    );
    const users = newestFirst.slice((page - 1) * limit, page * limit);
    return { users: structuredClone(users), total: this.docs.size };
  }

  async update(
    id: string,
    changes: ProfileChanges &
      Partial<Pick<User, 'passwordHash' | 'passwordChangedAt' | 'emailVerified' | 'googleId'>>,
    events: EventEnvelope[],
  ): Promise<User | null> {
    const updated = this.updateWhere(
      id,
      always,
      (user) => Object.assign(user, changes, { updatedAt: new Date() }),
      events,
    );
    await this.profiles.evict(id);
    return updated ? this.read(id) : null;
  }

  async appendEvents(id: string, events: EventEnvelope[]): Promise<void> {
    this.updateWhere(id, always, () => undefined, events);
  }

  async applyPlatformTier(userId: string, tier: PlatformTier): Promise<boolean> {
    const applied = this.updateWhere(userId, always, (user) => {
      user.subscriptionTier = tier;
    });
    await this.profiles.evict(userId);
    return applied;
  }

  private async findWhere(predicate: (user: User) => boolean): Promise<User | null> {
    const found = [...this.docs.values()].find(predicate);
    return found ? structuredClone(found) : null;
  }
}

const isLive = (session: Session) =>
  session.revokedAt === null && session.expiresAt.getTime() > Date.now();

export class InMemorySessionsRepository
  extends InMemoryOutboxRepository<Session>
  implements PublicPart<SessionsRepository>
{
  async create(session: NewSession, events: EventEnvelope[]): Promise<void> {
    const now = new Date();
    this.insert(
      {
        ...session,
        rotatedTokenHashes: [],
        revokedAt: null,
        revokedReason: null,
        lastUsedAt: now,
        createdAt: now,
      },
      events,
    );
  }

  async findById(id: string): Promise<Session | null> {
    return this.read(id);
  }

  async isActive(sessionId: string, userId: string): Promise<boolean> {
    const session = this.docs.get(sessionId);
    return session !== undefined && session.userId === userId && isLive(session);
  }

  /** Succeeds only while the presented hash is current, as the conditional update does. */
  async rotate(sessionId: string, presentedHash: string, nextHash: string): Promise<boolean> {
    return this.updateWhere(
      sessionId,
      (session) => session.currentTokenHash === presentedHash && isLive(session),
      (session) => {
        session.currentTokenHash = nextHash;
        session.lastUsedAt = new Date();
        session.rotatedTokenHashes.push(presentedHash);
      },
    );
  }

  async revoke(
    sessionId: string,
    reason: NonNullable<Session['revokedReason']>,
    events: EventEnvelope[],
  ): Promise<boolean> {
    return this.updateWhere(
      sessionId,
      (session) => session.revokedAt === null,
      (session) => endSession(session, reason),
      events,
    );
  }

  async revokeAllForUser(
    userId: string,
    reason: NonNullable<Session['revokedReason']>,
  ): Promise<string[]> {
    const live = [...this.docs.values()].filter(
      (session) => session.userId === userId && isLive(session),
    );
    for (const session of live) endSession(session, reason);
    return live.map((session) => session._id);
  }
}

function endSession(session: Session, reason: NonNullable<Session['revokedReason']>): void {
  session.revokedAt = new Date();
  session.revokedReason = reason;
}

export class InMemoryAccountTokensRepository implements PublicPart<AccountTokensRepository> {
  private readonly tokens = new Map<string, AccountToken>();

  async issue(userId: string, purpose: AccountTokenPurpose, ttlMs: number): Promise<string> {
    const now = new Date();
    for (const earlier of this.tokens.values()) {
      if (earlier.userId === userId && earlier.purpose === purpose && earlier.usedAt === null) {
        earlier.usedAt = now;
      }
    }
    const token = issueOpaqueToken(randomUUID());
    this.tokens.set(token.id, {
      _id: token.id,
      secretHash: hashSecret(token.secret),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + ttlMs),
      usedAt: null,
    });
    return token.token;
  }

  async consume(token: string, purpose: AccountTokenPurpose): Promise<string | null> {
    const parsed = parseOpaqueToken(token);
    const record = parsed ? this.tokens.get(parsed.id) : undefined;
    if (
      !parsed ||
      !record ||
      record.purpose !== purpose ||
      record.usedAt !== null ||
      record.expiresAt.getTime() <= Date.now() ||
      !secretMatches(parsed.secret, record.secretHash)
    ) {
      return null;
    }
    record.usedAt = new Date();
    return record.userId;
  }
}

export class InMemoryRememberedDevicesRepository
  extends InMemoryOutboxRepository<RememberedDevice>
  implements PublicPart<RememberedDevicesRepository>
{
  async create(
    device: Pick<RememberedDevice, '_id' | 'userId' | 'secretHash' | 'expiresAt' | 'userAgent'>,
    events: EventEnvelope[],
  ): Promise<void> {
    this.insert({ ...device, lastUsedAt: null, revokedAt: null }, events);
  }

  async findActive(id: string): Promise<RememberedDevice | null> {
    const device = this.docs.get(id);
    const active =
      device !== undefined && device.revokedAt === null && device.expiresAt.getTime() > Date.now();
    return active ? this.read(id) : null;
  }

  async touch(id: string): Promise<void> {
    this.updateWhere(id, always, (device) => {
      device.lastUsedAt = new Date();
    });
  }

  async revoke(id: string, events: EventEnvelope[]): Promise<boolean> {
    return this.updateWhere(
      id,
      (device) => device.revokedAt === null,
      (device) => {
        device.revokedAt = new Date();
      },
      events,
    );
  }
}

/** Receives the events that concern no stored document, such as a failed sign-in to no account. */
export class InMemoryStandaloneOutbox implements Pick<StandaloneOutboxStore, 'add'> {
  readonly events: EventEnvelope[] = [];

  async add(event: EventEnvelope): Promise<void> {
    this.events.push(event);
  }
}

/** The Redis commands the login throttle uses, with expiry on the wall clock tests can move. */
export class InMemoryRedis {
  private readonly entries = new Map<string, { value: string; expiresAt: number | null }>();

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async incr(key: string): Promise<number> {
    const entry = this.live(key);
    const value = Number(entry?.value ?? 0) + 1;
    this.entries.set(key, { value: String(value), expiresAt: entry?.expiresAt ?? null });
    return value;
  }

  async set(key: string, value: string, _expiry: 'EX', seconds: number): Promise<'OK'> {
    this.entries.set(key, { value, expiresAt: Date.now() + seconds * 1000 });
    return 'OK';
  }

  async expire(key: string, seconds: number): Promise<number> {
    const entry = this.live(key);
    if (!entry) return 0;
    entry.expiresAt = Date.now() + seconds * 1000;
    return 1;
  }

  /** Seconds left, rounded as Redis rounds them; -2 for no key, -1 for a key that never expires. */
  async ttl(key: string): Promise<number> {
    const entry = this.live(key);
    if (!entry) return -2;
    if (entry.expiresAt === null) return -1;
    return Math.round((entry.expiresAt - Date.now()) / 1000);
  }

  async del(key: string): Promise<number> {
    return this.live(key) && this.entries.delete(key) ? 1 : 0;
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry?.expiresAt != null && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** Records which sessions' access tokens were denied, and for how long. */
export class RecordingRevocations implements Pick<SessionRevocations, 'revoke' | 'isRevoked'> {
  readonly deniedForSeconds = new Map<string, number>();

  async revoke(sessionIds: readonly string[], ttlSeconds: number): Promise<void> {
    for (const id of sessionIds) this.deniedForSeconds.set(id, ttlSeconds);
  }

  isRevoked(sessionId: string): boolean {
    return this.deniedForSeconds.has(sessionId);
  }
}

/** Argon2 costs a tenth of a second a call; tests need the contract, not the cost. */
export class FastPasswordHasher implements PublicPart<PasswordHasher> {
  async hash(password: string): Promise<string> {
    return `sha256:${createHash('sha256').update(password).digest('hex')}`;
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    return hash !== null && hash === (await this.hash(password));
  }
}

export class RecordingMailer implements Pick<Mailer, 'sendInBackground'> {
  readonly sent: OutgoingMail[] = [];

  sendInBackground(mail: OutgoingMail): void {
    this.sent.push(mail);
  }

  /** The link in the latest mail to `to`. */
  lastLinkTo(to: string): URL {
    const mail = this.sent.findLast((candidate) => candidate.to === to);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no link was mailed to ${to}`);
    return new URL(link);
  }
}

/** One Ed25519 key, so the real issuer signs access tokens without the key store. */
function fixedSigningKey(): Pick<SigningKeysService, 'signingKey'> {
  const key = { kid: 'test-key', privateKey: generateKeyPairSync('ed25519').privateKey };
  return { signingKey: async () => ({ ...key, signUntil: Number.MAX_SAFE_INTEGER }) };
}

const TEST_ENV = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SIGNING_KEY_SECRET: 'a-signing-key-secret-of-32-chars!',
};

/** The auth use cases wired to in-memory stores, with those stores for the test to inspect. */
export function createAuthHarness() {
  const config = loadAuthConfig(TEST_ENV);
  const redis = new InMemoryRedis();
  const profiles = new UserProfileCache(standIn<Redis>(redis));
  const users = new InMemoryUsersRepository(profiles);
  const sessionStore = new InMemorySessionsRepository();
  const accountTokens = new InMemoryAccountTokensRepository();
  const devices = new InMemoryRememberedDevicesRepository();
  const standaloneOutbox = new InMemoryStandaloneOutbox();
  const revocations = new RecordingRevocations();
  const hasher = new FastPasswordHasher();
  const mailer = new RecordingMailer();

  const throttle = new LoginThrottle(standIn<Redis>(redis), config);
  const accessTokens = new AccessTokenIssuer(
    config,
    standIn<SigningKeysService>(fixedSigningKey()),
  );
  const sessions = new SessionService(
    standIn<SessionsRepository>(sessionStore),
    standIn<UsersRepository>(users),
    accessTokens,
    standIn<SessionRevocations>(revocations),
    config,
  );
  const recovery = new AccountRecoveryService(
    config,
    standIn<AccountTokensRepository>(accountTokens),
    standIn<UsersRepository>(users),
    sessions,
    standIn<PasswordHasher>(hasher),
    throttle,
    standIn<Mailer>(mailer),
  );
  const registration = new RegistrationService(
    standIn<UsersRepository>(users),
    standIn<PasswordHasher>(hasher),
    sessions,
    recovery,
  );
  const signIn = new SignInService(
    standIn<UsersRepository>(users),
    standIn<PasswordHasher>(hasher),
    throttle,
    sessions,
    standIn<StandaloneOutboxStore>(standaloneOutbox),
  );
  const usersService = new UsersService(standIn<UsersRepository>(users), sessions, profiles);
  const devicesService = new RememberedDevicesService(
    standIn<RememberedDevicesRepository>(devices),
    standIn<UsersRepository>(users),
    sessions,
  );

  /** Stores an account directly, as if it had registered earlier. */
  async function seedUser(overrides: Partial<NewUser> & { password?: string } = {}) {
    const { password = 'correct horse battery', ...fields } = overrides;
    const id = fields._id ?? randomUUID();
    const username = fields.username ?? `user_${id.slice(0, 8)}`;
    return users.create(
      {
        _id: id,
        email: `${username}@example.com`,
        username,
        usernameKey: username.toLowerCase(),
        displayName: 'Test Person',
        passwordHash: await hasher.hash(password),
        role: 'subscriber',
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
        ...fields,
      },
      [],
    );
  }

  return {
    config,
    stores: {
      users,
      sessions: sessionStore,
      devices,
      standaloneOutbox,
      redis,
      revocations,
      mailer,
    },
    sessions,
    recovery,
    registration,
    signIn,
    users: usersService,
    devices: devicesService,
    seedUser,
  };
}

export type AuthHarness = ReturnType<typeof createAuthHarness>;

/** The audit actions among `events`, in order. */
export function auditActions(events: EventEnvelope[]): string[] {
  return events
    .filter((event): event is TypedEvent<'audit.log'> => event.type === 'audit.log')
    .map((event) => event.data.action);
}

/** The `session.revoked` events among `events`. */
export function sessionRevocations(events: EventEnvelope[]): Array<TypedEvent<'session.revoked'>> {
  return events.filter(
    (event): event is TypedEvent<'session.revoked'> => event.type === 'session.revoked',
  );
}

/** The shape of the HTTP error a use case refuses with, for `rejects.toMatchObject`. */
export function refusal(status: number, error: string) {
  return { status, response: { error } };
}
