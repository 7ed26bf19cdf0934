import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type AuditAction,
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
  subscriptionStateOf,
  type TypedEvent,
  type UserTimelineKind,
} from '@tessera/contracts';
import { AdminEventListeners } from '../admin-events/admin-event-listeners';
import { AdminUsersRepository } from './admin-users.repository';
import { type TallyFact, UserTalliesRepository } from './user-tallies.repository';
import type { TimelineEntry } from './user-timeline.schema';
import { UserTimelinesRepository } from './user-timelines.repository';

/** Audit actions that show on the timeline of the user they concern, and as what. */
const TIMELINE_AUDIT_ACTIONS: Partial<Record<AuditAction, UserTimelineKind>> = {
  'user.login': 'sign_in',
  'user.status_change': 'admin_action',
  'user.role_changed': 'admin_action',
  'user.edited_by_admin': 'admin_action',
  'user.appeal_submitted': 'admin_action',
  'user.appeal_decided': 'admin_action',
  'verification.submitted': 'admin_action',
  'verification.decided': 'admin_action',
  'content.moderated': 'admin_action',
  'report.claimed': 'report',
  'report.note_added': 'report',
  'report.resolved': 'report',
};

/** A subscription counts while it gives access, as its newest state reports it. */
const HOLDING_STATUSES = ['active', 'past_due', 'canceled'];

const money = (cents: number, currency: string) =>
  `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

function auditSummary({ data }: TypedEvent<'audit.log'>): string {
  const words = data.action.replace(/^user\./, '').replace(/[._]/g, ' ');
  const change =
    data.after && Object.keys(data.after).length > 0
      ? ` → ${Object.entries(data.after)
          .map(([field, value]) => `${field} ${String(value)}`)
          .join(', ')}`
      : '';
  const where = data.action === 'user.login' && data.ipAddress ? ` from ${data.ipAddress}` : '';
  const reason = data.reason ? `: ${data.reason}` : '';
  return `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}${change}${where}${reason}`;
}

/**
 * Keeps the users read model and timelines from auth's account events, sign-ins in the audit
 * stream, posts, subscriptions and payments. Every write is idempotent per event id and takes the
 * newest change by the event's own time.
 */
@Injectable()
export class UserReadModelListeners implements OnModuleInit {
  constructor(
    private readonly listeners: AdminEventListeners,
    private readonly users: AdminUsersRepository,
    private readonly tallies: UserTalliesRepository,
    private readonly timelines: UserTimelinesRepository,
  ) {}

  onModuleInit(): void {
    this.listeners.on('user.registered', (event) => this.onRegistered(event));
    this.listeners.on('user.updated', (event) => this.onUpdated(event));
    this.listeners.on('user.status_changed', (event) => this.onStatusChanged(event));
    this.listeners.on('audit.log', (event) => this.onAudit(event));
    this.listeners.on('content.published', (event) => this.onPublished(event));
    this.listeners.on('content.removed', (event) => this.onRemoved(event));
    for (const type of SUBSCRIPTION_EVENT_TYPES) {
      this.listeners.on(type, (event) => this.onSubscription(event));
    }
    this.listeners.on('tip.sent', (event) => this.onTip(event));
    this.listeners.on('content.unlocked', (event) => this.onUnlock(event));
  }

  private async onRegistered({ id, data }: TypedEvent<'user.registered'>): Promise<void> {
    await this.users.applyRegistration(id, { ...data, createdAt: new Date(data.createdAt) });
  }

  private async onUpdated({ id, data }: TypedEvent<'user.updated'>): Promise<void> {
    await this.users.applyProfile(id, data.userId, data.changes, new Date(data.updatedAt));
  }

  private async onStatusChanged({ id, data }: TypedEvent<'user.status_changed'>): Promise<void> {
    await this.users.applyStatus(id, { ...data, changedAt: new Date(data.changedAt) });
  }

  private async onAudit(event: TypedEvent<'audit.log'>): Promise<void> {
    const { id, data } = event;
    const kind = TIMELINE_AUDIT_ACTIONS[data.action];
    if (!data.userId || !kind || data.outcome !== 'success') return;
    const at = new Date(data.timestamp);
    if (data.action === 'user.login') {
      await this.users.applySignIn(id, data.userId, at, data.ipAddress ?? null);
    }
    await this.timelines.add(data.userId, {
      id,
      kind,
      summary: auditSummary(event),
      occurredAt: at,
    });
  }

  private async onPublished({ id, data }: TypedEvent<'content.published'>): Promise<void> {
    const at = new Date(data.publishedAt);
    await this.tally({
      key: `post:${data.contentId}`,
      userId: data.creatorId,
      field: 'createdContentCount',
      value: 1,
      changedAt: at,
      eventId: id,
    });
    const title = data.title || 'an untitled post';
    await this.addEntry(data.creatorId, {
      id,
      kind: 'post',
      summary: `Published ${title}`,
      occurredAt: at,
    });
  }

  private async onRemoved({ id, data }: TypedEvent<'content.removed'>): Promise<void> {
    const at = new Date(data.removedAt);
    await this.tally({
      key: `post:${data.contentId}`,
      userId: data.creatorId,
      field: 'createdContentCount',
      value: 0,
      changedAt: at,
      eventId: id,
    });
    const by = data.removedBy === data.creatorId ? 'by its creator' : 'by an admin';
    await this.addEntry(data.creatorId, {
      id,
      kind: 'post',
      summary: `A post was removed ${by}`,
      occurredAt: at,
    });
  }

  private async onSubscription(event: SubscriptionEvent): Promise<void> {
    const state = subscriptionStateOf(event);
    const holds =
      HOLDING_STATUSES.includes(state.status) && state.currentPeriodEnd > state.changedAt;
    await this.tally({
      key: `subscription:${state.subscriptionId}`,
      userId: state.subscriberId,
      field: 'subscriptionCount',
      value: Number(holds),
      changedAt: state.changedAt,
      eventId: event.id,
    });
    if (event.type === 'subscription.created' || event.type === 'subscription.expired') {
      const what = state.creatorId ? 'a subscription to a creator' : 'a platform plan';
      const verb = event.type === 'subscription.created' ? 'Started' : 'Ended';
      await this.addEntry(state.subscriberId, {
        id: event.id,
        kind: 'payment',
        summary: `${verb} ${what}`,
        occurredAt: state.changedAt,
      });
    }
  }

  private async onTip({ id, data }: TypedEvent<'tip.sent'>): Promise<void> {
    await this.payment(id, `tip:${data.tipId}`, data, 'Tipped a creator');
  }

  private async onUnlock({ id, data }: TypedEvent<'content.unlocked'>): Promise<void> {
    await this.payment(id, `unlock:${data.unlockId}`, data, 'Unlocked a post');
  }

  /** A payment counts towards what its payer spent until it is refunded or disputed. */
  private async payment(
    eventId: string,
    key: string,
    data: TypedEvent<'tip.sent'>['data'] | TypedEvent<'content.unlocked'>['data'],
    what: string,
  ): Promise<void> {
    const at = new Date(data.changedAt);
    await this.tally({
      key,
      userId: data.subscriberId,
      field: 'totalSpentCents',
      value: data.revoked ? 0 : data.amountCents,
      changedAt: at,
      eventId,
    });
    const amount = money(data.amountCents, data.currency);
    await this.addEntry(data.subscriberId, {
      id: eventId,
      kind: 'payment',
      summary: data.revoked ? `${what}: ${amount} refunded` : `${what}: ${amount}`,
      occurredAt: at,
    });
  }

  private async tally(fact: TallyFact): Promise<void> {
    const delta = await this.tallies.apply(fact);
    if (delta !== null) await this.users.addToCounter(fact.eventId, fact.userId, fact.field, delta);
  }

  private async addEntry(userId: string, entry: TimelineEntry): Promise<void> {
    await this.timelines.add(userId, entry);
  }
}
