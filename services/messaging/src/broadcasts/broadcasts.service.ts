import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { BroadcastDto, CreateBroadcastRequest } from '@tessera/contracts';
import { type AuthenticatedUser, conflict, forbidden, notFound } from '@tessera/platform';
import {
  type AccessUser,
  checkBulkMessaging,
  effectiveTierOf,
  isRole,
  UNLIMITED,
} from '@tessera/rules';
import { MessagingDeniedError } from '../messages/messaging-denied.error';
import { MessagingUsersRepository } from '../users/messaging-users.repository';
import { BroadcastQueue } from './broadcast-queue';
import { BroadcastReads } from './broadcast-reads';
import type { Broadcast } from './broadcast.schema';
import { toBroadcastDto } from './broadcast-view';
import { BroadcastsRepository } from './broadcasts.repository';
import { DailyBroadcasts, utcDay } from './daily-broadcasts';

export const ONLY_CREATORS = 'Only creators can send broadcasts';
export const BROADCAST_NOT_FOUND = 'Broadcast not found';

/** A creator's broadcasts: sending or scheduling one within the plan's bulk allowance, reading them. */
@Injectable()
export class BroadcastsService {
  constructor(
    private readonly broadcasts: BroadcastsRepository,
    private readonly users: MessagingUsersRepository,
    private readonly daily: DailyBroadcasts,
    private readonly queue: BroadcastQueue,
    private readonly reads: BroadcastReads,
  ) {}

  async create(user: AuthenticatedUser, input: CreateBroadcastRequest): Promise<BroadcastDto> {
    requireBroadcaster(user);
    const now = new Date();
    const bulkDay = isRole(user.role, 'admin') ? null : await this.takeBulkAllowance(user, now);
    const broadcast: Broadcast = {
      _id: randomUUID().replace(/-/g, ''),
      senderId: user.id,
      senderRole: user.role,
      content: input.content,
      audience: input.audience,
      status: input.scheduledAt ? 'scheduled' : 'sending',
      scheduledFor: input.scheduledAt ? new Date(input.scheduledAt) : null,
      bulkDay,
      audienceRun: null,
      batchCount: null,
      doneBatches: [],
      totalRecipients: 0,
      delivered: 0,
      failed: 0,
      createdAt: now,
      completedAt: null,
      canceledAt: null,
    };
    await this.broadcasts.create(broadcast);
    await this.queue.send(broadcast);
    return toBroadcastDto(broadcast, 0);
  }

  async list(user: AuthenticatedUser, limit: number): Promise<BroadcastDto[]> {
    requireBroadcaster(user);
    const found = await this.broadcasts.listBySender(user.id, limit);
    return Promise.all(found.map((broadcast) => this.view(broadcast)));
  }

  async get(user: AuthenticatedUser, id: string): Promise<BroadcastDto> {
    return this.view(await this.own(user, id));
  }

  /** Cancels a scheduled broadcast; its bulk allowance is given back to its day. */
  async cancel(user: AuthenticatedUser, id: string): Promise<BroadcastDto> {
    const broadcast = await this.own(user, id);
    const canceled =
      broadcast.status === 'scheduled'
        ? await this.broadcasts.cancel(id, user.id, new Date())
        : null;
    if (!canceled)
      throw conflict(`Only a scheduled broadcast can be canceled; this one is ${broadcast.status}`);
    await this.queue.unschedule(id);
    if (canceled.bulkDay) await this.daily.release(user.id, canceled.bulkDay);
    return this.view(canceled);
  }

  /** The spec's bulk messaging check with today's count, then one unit of today's allowance. */
  private async takeBulkAllowance(user: AuthenticatedUser, now: Date): Promise<string> {
    const plan = (await this.users.find(user.id))?.platform;
    const sender: AccessUser = {
      id: user.id,
      role: user.role,
      subscription: plan
        ? { tierId: plan.tierId, status: plan.status, currentPeriodEnd: plan.currentPeriodEnd }
        : null,
    };
    const check = (bulkMessagesToday: number) => {
      const decision = checkBulkMessaging({ user: sender, bulkMessagesToday, now });
      if (!decision.allowed) throw new MessagingDeniedError(decision);
    };
    check(await this.daily.countToday(user.id, now));
    const limit = effectiveTierOf(sender, now)?.creatorFeatures?.bulkMessageLimit ?? UNLIMITED;
    // Another broadcast took the last unit of the day meanwhile: the same check, now full.
    if (!(await this.daily.reserve(user.id, limit, now))) check(limit);
    return utcDay(now);
  }

  private async own(user: AuthenticatedUser, id: string): Promise<Broadcast> {
    requireBroadcaster(user);
    const broadcast = await this.broadcasts.find(id);
    if (!broadcast || broadcast.senderId !== user.id) throw notFound(BROADCAST_NOT_FOUND);
    return broadcast;
  }

  private async view(broadcast: Broadcast): Promise<BroadcastDto> {
    return toBroadcastDto(broadcast, await this.reads.count(broadcast));
  }
}

function requireBroadcaster(user: AuthenticatedUser): void {
  if (!isRole(user.role, 'creator') && !isRole(user.role, 'admin')) throw forbidden(ONLY_CREATORS);
}
