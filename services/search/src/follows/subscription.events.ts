import { Controller } from '@nestjs/common';
import {
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
  subscriptionStateOf,
} from '@tessera/contracts';
import { ConsumeEvents } from '@tessera/platform';
import { DailyMetricsRepository } from '../analytics/daily-metrics.repository';
import { PeopleIndexWriter } from '../people/people-index.writer';
import { FollowsRepository, hasAccess } from './follows.repository';

/**
 * Subscriptions to creators: who follows whom (for ranking), each creator's follower count on
 * their search card, and the daily net change of followers for analytics. Platform plans are not
 * follows and are skipped.
 */
@Controller()
export class SubscriptionEvents {
  constructor(
    private readonly follows: FollowsRepository,
    private readonly people: PeopleIndexWriter,
    private readonly metrics: DailyMetricsRepository,
  ) {}

  @ConsumeEvents(SUBSCRIPTION_EVENT_TYPES)
  async onSubscription(event: SubscriptionEvent): Promise<void> {
    const state = subscriptionStateOf(event);
    const { creatorId } = state;
    if (!creatorId) return;
    const hadAccess = await this.follows.apply({ ...state, creatorId });
    if (hadAccess === null) return;
    const change = Number(hasAccess(state, state.changedAt)) - Number(hadAccess);
    if (change !== 0) {
      await this.metrics.add(creatorId, 'followers', state.changedAt, change);
    }
    const count = await this.follows.followerCount(creatorId, new Date());
    await this.people.applyFollowers(creatorId, count, new Date());
  }
}
