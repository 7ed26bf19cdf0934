import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@tessera/platform';
import { normalizeOnlineStatus, type OnlineStatus } from '@tessera/rules';
import type { Redis } from 'ioredis';
import type { PresenceConfig } from '../config/presence-config';
import {
  EXPIRE_SCRIPT,
  LEAVE_SCRIPT,
  MARK_ANNOUNCED_SCRIPT,
  TOUCH_SCRIPT,
} from './presence-transitions';

/** A user's state after a move, as the scripts answer it. Times are epoch milliseconds. */
export interface LiveState {
  status: OnlineStatus;
  lastSeen: number | null;
  lastActivity: number | null;
  version: number;
  /** The status changed and no event records it yet. */
  unannounced: boolean;
}

export interface ActiveUser {
  userId: string;
  status: OnlineStatus;
  lastActivity: number;
}

/** Keys of users gone offline stay this long for status reads; the database keeps lastSeen after. */
const USER_KEYS_TTL_SECONDS = 30 * 24 * 3600;

type ScriptReply = [string, string, string, string, number];

interface PresenceCommands {
  presenceTouch(...args: string[]): Promise<ScriptReply>;
  presenceLeave(...args: string[]): Promise<ScriptReply>;
  presenceExpire(...args: string[]): Promise<ScriptReply>;
  presenceMarkAnnounced(...args: string[]): Promise<number>;
}

/**
 * The live side of presence, in Redis: a hash and a socket set per user, and two sorted sets
 * scored by last activity, so counts and pages of online users are O(log n) and expired users are
 * found without a scan. Every key shares one hash tag, so the multi-key scripts also run on a
 * Redis cluster.
 */
@Injectable()
export class LivePresenceRepository {
  private readonly redis: Redis & PresenceCommands;
  private readonly tag: string;

  constructor(@Inject(REDIS_CLIENT) redis: Redis, @Inject(SERVICE_CONFIG) config: PresenceConfig) {
    this.tag = `{${config.PRESENCE_REDIS_PREFIX}}`;
    redis.defineCommand('presenceTouch', { numberOfKeys: 4, lua: TOUCH_SCRIPT });
    redis.defineCommand('presenceLeave', { numberOfKeys: 4, lua: LEAVE_SCRIPT });
    redis.defineCommand('presenceExpire', { numberOfKeys: 4, lua: EXPIRE_SCRIPT });
    redis.defineCommand('presenceMarkAnnounced', { numberOfKeys: 1, lua: MARK_ANNOUNCED_SCRIPT });
    this.redis = redis as Redis & PresenceCommands;
  }

  /** A sign of life: a socket registered, a heartbeat, or a status picked (`chosen`). */
  async touch(
    userId: string,
    now: number,
    change: { socketId?: string; chosen?: OnlineStatus } = {},
  ): Promise<LiveState> {
    const reply = await this.redis.presenceTouch(
      ...this.keys(userId),
      ...this.args(userId, now),
      change.socketId ?? '',
      change.chosen ?? '',
    );
    return toLiveState(reply);
  }

  /**
   * One socket closed (offline if it was the last), or, without one, every client of the user.
   * With `rememberUnseen`, a socket not registered yet is remembered as closed, so its opening,
   * arriving late, is ignored.
   */
  async leave(
    userId: string,
    now: number,
    socketId?: string,
    rememberUnseen = false,
  ): Promise<LiveState> {
    const reply = await this.redis.presenceLeave(
      ...this.keys(userId),
      ...this.args(userId, now),
      socketId ?? '',
      rememberUnseen ? '1' : '',
    );
    return toLiveState(reply);
  }

  /** Ends the presence of a user whose last activity is still at or before `cutoff`. */
  async expire(userId: string, cutoff: number, now: number): Promise<LiveState> {
    const reply = await this.redis.presenceExpire(
      ...this.keys(userId),
      ...this.args(userId, now),
      String(cutoff),
    );
    return toLiveState(reply);
  }

  /** The status change of `version` is recorded with its event. */
  async markAnnounced(userId: string, version: number): Promise<void> {
    await this.redis.presenceMarkAnnounced(this.userKey(userId), String(version));
  }

  /** Users still listed live whose last activity is at or before `cutoff`, oldest first. */
  expiredUsers(cutoff: number, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(this.liveKey(), '-inf', cutoff, 'LIMIT', 0, limit);
  }

  /**
   * The user as others see them: while they appear offline, their last sign of life stays where
   * it was when they went invisible (a hash not written since `shownActivity` was added shows its
   * `lastActivity`, which is what it showed).
   */
  async read(
    userId: string,
  ): Promise<Pick<LiveState, 'status' | 'lastSeen' | 'lastActivity'> | null> {
    const [status, lastSeen, shownActivity, lastActivity] = await this.redis.hmget(
      this.userKey(userId),
      'status',
      'lastSeen',
      'shownActivity',
      'lastActivity',
    );
    if (status === null) return null;
    return {
      status: normalizeOnlineStatus(status) ?? 'OFFLINE',
      lastSeen: toTime(lastSeen),
      lastActivity: toTime(shownActivity ?? lastActivity),
    };
  }

  /** Status and last activity of each user, null for users Redis knows nothing of. */
  async readMany(
    userIds: readonly string[],
  ): Promise<Array<{ status: OnlineStatus; lastActivity: number | null } | null>> {
    if (userIds.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const userId of userIds) pipeline.hmget(this.userKey(userId), 'status', 'lastActivity');
    const replies = (await pipeline.exec()) ?? [];
    return replies.map(([error, value]) => {
      if (error) throw error;
      const [status, lastActivity] = value as [string | null, string | null];
      return status === null
        ? null
        : {
            status: normalizeOnlineStatus(status) ?? 'OFFLINE',
            lastActivity: toTime(lastActivity),
          };
    });
  }

  /** Users shown online and active after `cutoff`; those not swept yet are left out. */
  countOnline(cutoff: number): Promise<number> {
    return this.redis.zcount(this.onlineKey(), `(${cutoff}`, '+inf');
  }

  /** The most recently active users shown online, with their statuses. */
  async onlineUsers(cutoff: number, limit: number): Promise<ActiveUser[]> {
    const flat = await this.redis.zrevrangebyscore(
      this.onlineKey(),
      '+inf',
      `(${cutoff}`,
      'WITHSCORES',
      'LIMIT',
      0,
      limit,
    );
    const active: Array<{ userId: string; lastActivity: number }> = [];
    for (let index = 0; index < flat.length; index += 2) {
      active.push({ userId: flat[index], lastActivity: Number(flat[index + 1]) });
    }
    const states = await this.readMany(active.map((user) => user.userId));
    // A user who went offline between the two reads is left out rather than shown offline.
    return active.flatMap((user, index) => {
      const status = states[index]?.status;
      return status && status !== 'OFFLINE' ? [{ ...user, status }] : [];
    });
  }

  private keys(userId: string): string[] {
    return [
      this.userKey(userId),
      `${this.tag}:sockets:${userId}`,
      this.liveKey(),
      this.onlineKey(),
    ];
  }

  private args(userId: string, now: number): string[] {
    return [userId, String(now), String(USER_KEYS_TTL_SECONDS)];
  }

  private userKey(userId: string): string {
    return `${this.tag}:user:${userId}`;
  }

  private liveKey(): string {
    return `${this.tag}:live`;
  }

  private onlineKey(): string {
    return `${this.tag}:online`;
  }
}

function toTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Number(value);
  return Number.isFinite(time) ? time : null;
}

function toLiveState([
  status,
  lastSeen,
  lastActivity,
  version,
  unannounced,
]: ScriptReply): LiveState {
  return {
    status: normalizeOnlineStatus(status) ?? 'OFFLINE',
    lastSeen: toTime(lastSeen),
    lastActivity: toTime(lastActivity),
    version: Number(version),
    unannounced: unannounced === 1,
  };
}
