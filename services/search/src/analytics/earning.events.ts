import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { CounterChangesRepository } from './counter-changes.repository';
import { DailyMetricsRepository } from './daily-metrics.repository';

/**
 * Tips and pay-per-view unlocks as revenue by day; a refund or dispute (`revoked`) takes the amount
 * back on the day it happened. Subscription charges carry no amount in their events yet.
 */
@Controller()
export class EarningEvents {
  constructor(
    private readonly changes: CounterChangesRepository,
    private readonly metrics: DailyMetricsRepository,
  ) {}

  @ConsumeEvent('tip.sent')
  async onTip({ data }: TypedEvent<'tip.sent'>): Promise<void> {
    await this.record(`tip:${data.tipId}`, data.creatorId, data);
  }

  @ConsumeEvent('content.unlocked')
  async onUnlock({ data }: TypedEvent<'content.unlocked'>): Promise<void> {
    await this.record(`unlock:${data.unlockId}`, data.creatorId, data);
  }

  private async record(
    id: string,
    creatorId: string,
    payment: { amountCents: number; revoked: boolean; changedAt: string },
  ): Promise<void> {
    const at = new Date(payment.changedAt);
    const change = await this.changes.earning(id, payment.amountCents, payment.revoked, at);
    if (change) await this.metrics.add(creatorId, 'revenue', at, change);
  }
}
