import { Controller, type OnModuleInit } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { NewSubscribers } from '../users/new-subscribers';
import { formatAmount, notificationTexts } from './notification-texts';
import { NotificationsService } from './notifications.service';

/**
 * Turns other services' facts into notifications for the creator they concern. Each notification's
 * id derives from the event id, so a redelivered event finds it stored and notifies no one again.
 * A refunded or disputed (`revoked`) tip or unlock notifies no one.
 */
@Controller()
export class NotificationEvents implements OnModuleInit {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly newSubscribers: NewSubscribers,
  ) {}

  onModuleInit(): void {
    this.newSubscribers.listen((event) => this.onSubscriptionCreated(event));
  }

  /** Called by the users read model's one handler of `subscription.created`. */
  async onSubscriptionCreated({ id, data }: TypedEvent<'subscription.created'>): Promise<void> {
    if (!data.creatorId || data.status !== 'active') return;
    await this.notifications.notify({
      userId: data.creatorId,
      cause: id,
      type: 'subscriber',
      actorId: data.subscriberId,
      text: notificationTexts.subscriber,
    });
  }

  @ConsumeEvent('tip.sent')
  async onTip({ id, data }: TypedEvent<'tip.sent'>): Promise<void> {
    if (data.revoked) return;
    const amount = formatAmount(data.amountCents, data.currency);
    await this.notifications.notify({
      userId: data.creatorId,
      cause: id,
      type: 'tip',
      actorId: data.subscriberId,
      text: (name) => notificationTexts.tip(name, amount, data.message),
    });
  }

  @ConsumeEvent('content.unlocked')
  async onContentUnlocked({ id, data }: TypedEvent<'content.unlocked'>): Promise<void> {
    if (data.revoked) return;
    const amount = formatAmount(data.amountCents, data.currency);
    await this.notifications.notify({
      userId: data.creatorId,
      cause: id,
      type: 'unlock',
      actorId: data.subscriberId,
      contentId: data.contentId,
      text: (name) => notificationTexts.postUnlock(name, amount),
    });
  }

  /**
   * A creator re-priced the tier a fan subscribes to: the fan is told before the first renewal at
   * the new price, which billing schedules no sooner than the notice period after this event.
   */
  @ConsumeEvent('subscription.price_changing')
  async onPriceChanging({ id, data }: TypedEvent<'subscription.price_changing'>): Promise<void> {
    await this.notifications.notify({
      userId: data.subscriberId,
      cause: id,
      type: 'billing',
      actorId: data.creatorId ?? null,
      text: (name) =>
        notificationTexts.priceChanging(
          name,
          data.tierName,
          formatAmount(data.newPriceCents, data.currency),
          formatAmount(data.currentPriceCents, data.currency),
          new Date(data.effectiveFrom),
        ),
    });
  }

  /** A post published by its schedule: its creator learns it went live. */
  @ConsumeEvent('content.published')
  async onPublished({ id, data }: TypedEvent<'content.published'>): Promise<void> {
    if (!data.scheduled) return;
    await this.notifications.notify({
      userId: data.creatorId,
      cause: id,
      type: 'post',
      actorId: null,
      contentId: data.contentId,
      text: () => notificationTexts.scheduledPost(data.title),
    });
  }

  /** An edit took an approved post back to review: its creator learns why it left view. */
  @ConsumeEvent('content.resubmitted')
  async onResubmitted({ id, data }: TypedEvent<'content.resubmitted'>): Promise<void> {
    await this.notifications.notify({
      userId: data.creatorId,
      cause: id,
      type: 'post',
      actorId: null,
      contentId: data.contentId,
      text: () => notificationTexts.postInReview(data.title),
    });
  }

  /**
   * A moderator approved or rejected a post waiting for review: its creator learns the outcome,
   * and the reason when it was not approved.
   */
  @ConsumeEvent('content.moderated')
  async onModerated({ id, data }: TypedEvent<'content.moderated'>): Promise<void> {
    await this.notifications.notify({
      userId: data.creatorId,
      cause: id,
      type: 'post',
      actorId: null,
      contentId: data.contentId,
      text: () =>
        data.decision === 'approved'
          ? notificationTexts.postApproved(data.title)
          : notificationTexts.postRejected(data.title, data.reason),
    });
  }

  /**
   * A report was settled: the reporter learns the outcome, and the creator it went against
   * learns what was done and why, with their right to appeal.
   */
  @ConsumeEvent('report.resolved')
  async onReportResolved({ id, data }: TypedEvent<'report.resolved'>): Promise<void> {
    await this.notifications.notify({
      userId: data.reporterId,
      cause: `${id}:reporter`,
      type: 'post',
      actorId: null,
      contentId: data.action === 'remove_content' ? null : data.contentId,
      text: () => notificationTexts.reportOutcome(data.action !== 'dismiss'),
    });
    const action = data.action;
    if (action === 'dismiss' || !data.creatorId) return;
    await this.notifications.notify({
      userId: data.creatorId,
      cause: `${id}:creator`,
      type: 'post',
      actorId: null,
      contentId: action === 'remove_content' ? null : data.contentId,
      text: () => notificationTexts.moderationDecision(action, data.reason),
    });
  }

  /** An appeal of a report decision was decided: the creator who appealed learns the outcome. */
  @ConsumeEvent('report.appeal_decided')
  async onAppealDecided({ id, data }: TypedEvent<'report.appeal_decided'>): Promise<void> {
    await this.notifications.notify({
      userId: data.creatorId,
      cause: id,
      type: 'post',
      actorId: null,
      contentId: null,
      text: () => notificationTexts.appealDecision(data.decision, data.notes.trim()),
    });
  }

  @ConsumeEvent('content.commented')
  async onCommented({ id, data }: TypedEvent<'content.commented'>): Promise<void> {
    await this.notifications.notify({
      userId: data.creatorId,
      cause: id,
      type: 'comment',
      actorId: data.authorId,
      contentId: data.contentId,
      text: (name) => notificationTexts.comment(name, data.postTitle, data.excerpt),
    });
  }

  @ConsumeEvent('content.liked')
  async onLiked({ id, data }: TypedEvent<'content.liked'>): Promise<void> {
    await this.notifications.notify({
      userId: data.creatorId,
      cause: id,
      type: 'like',
      actorId: data.userId,
      contentId: data.contentId,
      text: (name) => notificationTexts.like(name, data.postTitle),
    });
  }
}
