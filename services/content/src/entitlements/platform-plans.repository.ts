import { Injectable } from '@nestjs/common';
import type { SubscriptionSnapshot } from '@tessera/rules';
import { ViewerEntitlementsRepository } from './viewer-entitlements.repository';

/** A user's platform plan (Basic, Pro, VIP or a creator plan) as the rules read it. */
@Injectable()
export class PlatformPlansRepository {
  constructor(private readonly entitlements: ViewerEntitlementsRepository) {}

  async snapshotOf(userId: string): Promise<SubscriptionSnapshot | null> {
    const plan = (await this.entitlements.find(userId))?.platform;
    return plan
      ? { tierId: plan.tierId, status: plan.status, currentPeriodEnd: plan.currentPeriodEnd }
      : null;
  }
}
