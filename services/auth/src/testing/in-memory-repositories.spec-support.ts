import {
  type AccountStatus,
  type EventEnvelope,
  PROFILE_IMAGE_PATH,
  type VerificationStatus,
} from '@tessera/contracts';
import type { StandaloneOutboxStore } from '@tessera/platform';
import type { Role } from '@tessera/rules';
import { randomUUID } from 'node:crypto';
import type { AccountToken, AccountTokenPurpose } from '../account-tokens/account-token.schema';
import type { AccountTokensRepository } from '../account-tokens/account-tokens.repository';
import {
  hashSecret,
  issueOpaqueToken,
  parseOpaqueToken,
  secretMatches,
} from '../credentials/opaque-token';
import type { RememberedDevice } from '../devices/remembered-device.schema';
import {
  MAX_LISTED_DEVICES,
  type NewRememberedDevice,
  type RememberedDeviceListing,
  type RememberedDevicesRepository,
} from '../devices/remembered-devices.repository';
import type { Session, SessionRevokedReason } from '../sessions/session.schema';
import type { NewSession, SessionsRepository } from '../sessions/sessions.repository';
import type { PlatformTier, User } from '../users/user.schema';
import type {
  NewUser,
  ProfileChanges,
  StatusChange,
  UsersRepository,
} from '../users/users.repository';
import { locksOut, statusOf, verificationStatusOf } from '../account-status/account-standing';
import { UserProfileCache } from '../users/user-profile.cache';

/**
 * In-memory stand-ins for the auth service's repositories, with the same public methods and the
 * same conditional-write semantics as the MongoDB versions, so the use cases can be tested without
 * a database.
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

  async list(page: number, limit: number, role?: Role): Promise<{ users: User[]; total: number }> {
    const newestFirst = [...this.docs.values()]
      .filter(
        (user) =>
          role === undefined ||
          (user.role === role && !locksOut(statusOf(user)) && !user.deletedAt),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a._id.localeCompare(b._id));
    const users = newestFirst.slice((page - 1) * limit, page * limit);
    return { users: structuredClone(users), total: newestFirst.length };
  }

  async update(
    id: string,
    changes: ProfileChanges &
      Partial<
        Pick<
          User,
          | 'passwordHash'
          | 'passwordChangedAt'
          | 'emailVerified'
          | 'googleId'
          | 'email'
          | 'deletedAt'
        >
      >,
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

  async withExternalPictures(limit: number): Promise<User[]> {
    const external = (address: string) => address !== '' && !address.startsWith(PROFILE_IMAGE_PATH);
    return [...this.docs.values()]
      .filter((user) => external(user.avatar) || external(user.coverImage))
      .slice(0, limit)
      .map((user) => structuredClone(user));
  }

  async clearPictures(
    id: string,
    stored: Partial<Pick<User, 'avatar' | 'coverImage'>>,
    events: EventEnvelope[],
  ): Promise<boolean> {
    const fields = Object.keys(stored) as Array<'avatar' | 'coverImage'>;
    const cleared = this.updateWhere(
      id,
      (user) => fields.every((field) => user[field] === stored[field]),
      (user) => {
        for (const field of fields) user[field] = '';
      },
      events,
    );
    await this.profiles.evict(id);
    return cleared;
  }

  async changeStatus(
    id: string,
    from: AccountStatus,
    change: StatusChange,
    events: EventEnvelope[],
  ): Promise<User | null> {
    const updated = this.updateWhere(
      id,
      (user) => statusOf(user) === from,
      (user) => {
        user.status = change.status;
        user.statusReason = change.reason;
        user.statusChangedAt = change.changedAt;
        if (change.status === 'banned') {
          user.flaggedReasons = [...(user.flaggedReasons ?? []), change.reason];
        }
      },
      events,
    );
    await this.profiles.evict(id);
    return updated ? this.read(id) : null;
  }

  async changeVerification(
    id: string,
    from: VerificationStatus,
    to: VerificationStatus,
    events: EventEnvelope[],
  ): Promise<User | null> {
    const updated = this.updateWhere(
      id,
      (user) => verificationStatusOf(user) === from,
      (user) => {
        user.verificationStatus = to;
        user.isVerified = to === 'verified';
      },
      events,
    );
    await this.profiles.evict(id);
    return updated ? this.read(id) : null;
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
    reason: SessionRevokedReason,
    events: EventEnvelope[],
    userId?: string,
  ): Promise<boolean> {
    return this.updateWhere(
      sessionId,
      (session) =>
        session.revokedAt === null &&
        (userId === undefined || (session.userId === userId && isLive(session))),
      (session) => endSession(session, reason),
      events,
    );
  }

  async listLive(userId: string): Promise<Session[]> {
    return [...this.docs.values()]
      .filter((session) => session.userId === userId && isLive(session))
      .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime())
      .map((session) => structuredClone(session));
  }

  async liveSessionIds(userId: string, deviceId?: string): Promise<string[]> {
    return [...this.docs.values()]
      .filter((session) => session.userId === userId && isLive(session))
      .filter((session) => deviceId === undefined || session.deviceId === deviceId)
      .map((session) => session._id);
  }

  async revokeMany(ids: readonly string[], reason: SessionRevokedReason): Promise<void> {
    for (const id of ids) {
      this.updateWhere(
        id,
        (session) => session.revokedAt === null,
        (session) => endSession(session, reason),
      );
    }
  }
}

function endSession(session: Session, reason: SessionRevokedReason): void {
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
  async create(device: NewRememberedDevice, events: EventEnvelope[]): Promise<void> {
    this.insert({ ...device, lastUsedAt: null, revokedAt: null, createdAt: new Date() }, events);
  }

  async findActive(id: string): Promise<RememberedDevice | null> {
    const device = this.docs.get(id);
    return device !== undefined && isActiveDevice(device) ? this.read(id) : null;
  }

  async listActive(userId: string): Promise<RememberedDeviceListing[]> {
    const lastSeen = (device: RememberedDevice) =>
      (device.lastUsedAt ?? device.createdAt).getTime();
    return [...this.docs.values()]
      .filter((device) => device.userId === userId && isActiveDevice(device))
      .sort((a, b) => lastSeen(b) - lastSeen(a))
      .slice(0, MAX_LISTED_DEVICES)
      .map(({ _id, userAgent, ipAddress, createdAt, lastUsedAt, expiresAt }) =>
        structuredClone({ _id, userAgent, ipAddress, createdAt, lastUsedAt, expiresAt }),
      );
  }

  async activeIds(userId: string): Promise<string[]> {
    return [...this.docs.values()]
      .filter((device) => device.userId === userId && isActiveDevice(device))
      .map((device) => device._id);
  }

  async touch(id: string, ipAddress: string): Promise<void> {
    this.updateWhere(id, always, (device) => {
      device.lastUsedAt = new Date();
      device.ipAddress = ipAddress;
    });
  }

  async revoke(id: string, events: EventEnvelope[], userId?: string): Promise<boolean> {
    return this.updateWhere(
      id,
      (device) => isActiveDevice(device) && (userId === undefined || device.userId === userId),
      (device) => {
        device.revokedAt = new Date();
      },
      events,
    );
  }
}

function isActiveDevice(device: RememberedDevice): boolean {
  return device.revokedAt === null && device.expiresAt.getTime() > Date.now();
}

/** Receives the events that concern no stored document, such as a failed sign-in to no account. */
export class InMemoryStandaloneOutbox implements Pick<StandaloneOutboxStore, 'add'> {
  readonly events: EventEnvelope[] = [];

  async add(event: EventEnvelope): Promise<void> {
    this.events.push(event);
  }
}
