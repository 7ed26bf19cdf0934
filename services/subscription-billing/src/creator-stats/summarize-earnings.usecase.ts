import { Inject, Injectable } from '@nestjs/common';
import type { CreatorEarningsSummaryDto, EarningKind } from '@tessera/contracts';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { CreatorStatsRepository, type EarningsByPurpose } from './creator-stats.repository';
import { statsWindows } from './stats-windows';

type Stats = Pick<CreatorStatsRepository, 'netEarningsSince'>;

/** How a sale's purpose in the ledger reads in the studio. */
const KIND_OF_PURPOSE: Record<string, EarningKind> = {
  creator_subscription: 'subscriptions',
  tip: 'tips',
  unlock: 'pay_per_view',
};

/** The creator's net earnings today and this month, split into subscriptions, tips and unlocks. */
@Injectable()
export class SummarizeEarningsUseCase {
  constructor(
    @Inject(CreatorStatsRepository) private readonly stats: Stats,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<BillingConfig, 'BILLING_CURRENCY'>,
  ) {}

  async execute(creatorId: string, now = new Date()): Promise<CreatorEarningsSummaryDto> {
    const { todayStart, monthStart } = statsWindows(now);
    const [today, month] = await Promise.all([
      this.stats.netEarningsSince(creatorId, todayStart),
      this.stats.netEarningsSince(creatorId, monthStart),
    ]);
    return {
      currency: this.config.BILLING_CURRENCY.toUpperCase(),
      today: byKind(today),
      month: byKind(month),
    };
  }
}

function byKind(earnings: EarningsByPurpose): CreatorEarningsSummaryDto['today'] {
  const window = { totalCents: 0, byKind: { subscriptions: 0, tips: 0, pay_per_view: 0 } };
  for (const [purpose, cents] of Object.entries(earnings)) {
    const kind = KIND_OF_PURPOSE[purpose];
    if (!kind) continue;
    window.byKind[kind] += cents;
    window.totalCents += cents;
  }
  return window;
}
