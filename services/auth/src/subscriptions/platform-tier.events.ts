import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EventConsumer } from '@tessera/platform';
import { getTier } from '@tessera/rules';
import { UsersRepository } from '../users/users.repository';

/**
 * Keeps each user's platform tier (shown on their account and checked by the rules) in step with
 * billing's `subscription.created` facts; subscriptions to individual creators are not platform tiers.
 */
@Controller()
export class PlatformTierEvents {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly users: UsersRepository,
  ) {}

  @EventPattern('subscription.created')
  async onSubscriptionCreated(@Payload() message: unknown): Promise<void> {
    await this.consumer.handle('subscription.created', message, async (event) => {
      const { data } = event;
      if (data.creatorId || !getTier(data.tierId)) return;
      const applied = await this.users.applyPlatformTier(data.subscriberId, {
        tierId: data.tierId,
        status: data.status,
        currentPeriodEnd: new Date(data.currentPeriodEnd),
        subscriptionId: data.subscriptionId,
      });
      if (!applied) throw new Error(`subscriber ${data.subscriberId} not found`);
    });
  }
}
