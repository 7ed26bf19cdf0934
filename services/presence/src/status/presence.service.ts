import { Inject, Injectable } from '@nestjs/common';
import {
  type BulkStatusDto,
  type OnlineCountDto,
  type OnlineUsersDto,
  type PresenceStatusDto,
} from '@tessera/contracts';
import { APP_LOGGER, buildEvent, SERVICE_CONFIG } from '@tessera/platform';
import type { OnlineStatus } from '@tessera/rules';
import type { Logger } from 'pino';
import type { PresenceConfig } from '../config/presence-config';
import { HiddenPresenceRepository } from '../privacy/hidden-presence.repository';
import { hiddenStatusView, statusVisible, withHiddenOffline } from '../privacy/presence-visibility';
import { type LiveState, LivePresenceRepository } from './live-presence.repository';
import { PresenceRecordsRepository } from './presence-records.repository';
import { presenceView, shownStatus } from './presence-view';

/** Users one sweep round ends at most; rounds repeat until none is left. */
const EXPIRY_BATCH = 200;

/**
 * Online status: moves go to the live store first, which decides atomically whether the status
 * changed; a change is then recorded with its `presence.changed` event in the database.
 */
@Injectable()
export class PresenceService {
  private readonly timeoutMs: number;

  constructor(
    private readonly live: LivePresenceRepository,
    private readonly records: PresenceRecordsRepository,
    private readonly hidden: HiddenPresenceRepository,
    @Inject(SERVICE_CONFIG) config: PresenceConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.timeoutMs = config.PRESENCE_HEARTBEAT_TIMEOUT_SECONDS * 1000;
  }

  async setOnline(userId: string, socketId: string): Promise<PresenceStatusDto> {
    const now = Date.now();
    return this.settle(userId, await this.live.touch(userId, now, { socketId }), now);
  }

  async setOffline(userId: string, socketId?: string): Promise<PresenceStatusDto> {
    const now = Date.now();
    return this.settle(userId, await this.live.leave(userId, now, socketId), now);
  }

  /**
   * A socket messaging saw close. Its opening travels on another topic and may arrive later, so
   * a socket closed before it was seen open is remembered and that opening ignored.
   */
  async socketClosed(userId: string, socketId: string): Promise<PresenceStatusDto> {
    const now = Date.now();
    return this.settle(userId, await this.live.leave(userId, now, socketId, true), now);
  }

  /** Picking a status is a sign of life too; OFFLINE keeps the user connected but appearing offline. */
  async setStatus(userId: string, status: OnlineStatus): Promise<PresenceStatusDto> {
    const now = Date.now();
    return this.settle(userId, await this.live.touch(userId, now, { chosen: status }), now);
  }

  async heartbeat(userId: string): Promise<PresenceStatusDto> {
    const now = Date.now();
    return this.settle(userId, await this.live.touch(userId, now), now);
  }

  /**
   * Applies a user's choice to show their status to others or hide it. A flip is announced as what
   * others now see: offline when hidden, the live status when shown again.
   */
  async applyVisibility(userId: string, shown: boolean, changedAt: Date): Promise<void> {
    const seen = shown
      ? presenceView(userId, await this.live.read(userId), this.cutoff(Date.now()))
      : null;
    const flipEvent = buildEvent(
      'presence.changed',
      {
        userId,
        status: seen?.status ?? 'OFFLINE',
        lastSeen: seen?.lastSeen ?? changedAt.toISOString(),
        changedAt: changedAt.toISOString(),
      },
      { producer: 'presence', key: userId },
    );
    await this.hidden.apply(userId, !shown, changedAt, flipEvent);
  }

  /** A user's status as `viewerId` may see it: one who hides it reads offline to others. */
  async status(userId: string, viewerId: string): Promise<PresenceStatusDto> {
    if (!statusVisible(userId, viewerId, await this.hidden.ids())) return hiddenStatusView(userId);
    const cutoff = this.cutoff(Date.now());
    const known = await this.live.read(userId);
    if (known) return presenceView(userId, known, cutoff);
    // Redis no longer knows the user (expired keys, or a lost store): the record keeps lastSeen.
    const record = await this.records.find(userId);
    return presenceView(
      userId,
      record && { status: 'OFFLINE', lastSeen: record.lastSeen, lastActivity: null },
      cutoff,
    );
  }

  async bulkStatus(userIds: readonly string[], viewerId: string): Promise<BulkStatusDto> {
    const unique = [...new Set(userIds)];
    const cutoff = this.cutoff(Date.now());
    const known = await this.live.readMany(unique);
    const statuses = Object.fromEntries(
      unique.map((userId, index) => [userId, shownStatus(known[index], cutoff)]),
    );
    return { statuses: withHiddenOffline(statuses, viewerId, await this.hidden.ids()) };
  }

  async onlineCount(): Promise<OnlineCountDto> {
    return { onlineCount: await this.live.countOnline(this.cutoff(Date.now())) };
  }

  /**
   * Users shown online to `viewerId`, most recently active first: those who hide their status are
   * left out, so the page asks for as many more as there are hidden users.
   */
  async onlineUsers(limit: number, viewerId: string): Promise<OnlineUsersDto> {
    const hidden = await this.hidden.ids();
    const active = await this.live.onlineUsers(this.cutoff(Date.now()), limit + hidden.size);
    const users = active
      .filter(({ userId }) => statusVisible(userId, viewerId, hidden))
      .slice(0, limit);
    return {
      users: users.map(({ userId, status, lastActivity }) => ({
        userId,
        status,
        lastActivityAt: new Date(lastActivity).toISOString(),
      })),
    };
  }

  /** Ends the presence of everyone whose last sign of life is older than the timeout. */
  async expireLapsed(now = Date.now()): Promise<number> {
    const cutoff = this.cutoff(now);
    let ended = 0;
    for (;;) {
      const lapsed = await this.live.expiredUsers(cutoff, EXPIRY_BATCH);
      for (const userId of lapsed) {
        const state = await this.live.expire(userId, cutoff, now);
        if (state.unannounced) ended += 1;
        await this.announce(userId, state, now);
      }
      if (lapsed.length < EXPIRY_BATCH) return ended;
    }
  }

  private async settle(userId: string, state: LiveState, now: number): Promise<PresenceStatusDto> {
    await this.announce(userId, state, now);
    return presenceView(userId, state, this.cutoff(now));
  }

  /** Records a change not recorded yet, with its event, then marks it recorded in the live store. */
  private async announce(userId: string, state: LiveState, now: number): Promise<void> {
    if (!state.unannounced) return;
    const changedAt = new Date(now);
    const lastSeen = state.lastSeen === null ? changedAt : new Date(state.lastSeen);
    const event = buildEvent(
      'presence.changed',
      {
        userId,
        status: state.status,
        lastSeen: lastSeen.toISOString(),
        changedAt: changedAt.toISOString(),
      },
      { producer: 'presence', key: userId },
    );
    // Whoever hides their status is recorded as usual, but nobody is told of the change live.
    const hidden = (await this.hidden.ids()).has(userId);
    const recorded = await this.records.record(
      { _id: userId, status: state.status, lastSeen, changedAt, version: state.version },
      hidden ? [] : [event],
    );
    if (!recorded) this.logger.debug({ userId, version: state.version }, 'newer status recorded');
    await this.live.markAnnounced(userId, state.version);
  }

  private cutoff(now: number): number {
    return now - this.timeoutMs;
  }
}
