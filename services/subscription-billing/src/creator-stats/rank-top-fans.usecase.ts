import { Inject, Injectable } from '@nestjs/common';
import type { TopFansDto } from '@tessera/contracts';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { CreatorStatsRepository } from './creator-stats.repository';
import { FanNames } from './fan-names';

export const TOP_FANS = 10;

type Stats = Pick<CreatorStatsRepository, 'spendByFan'>;

/** The creator's ten fans who paid them the most in all, with their names. */
@Injectable()
export class RankTopFansUseCase {
  constructor(
    @Inject(CreatorStatsRepository) private readonly stats: Stats,
    @Inject(FanNames) private readonly names: Pick<FanNames, 'of'>,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<BillingConfig, 'BILLING_CURRENCY'>,
  ) {}

  async execute(creatorId: string): Promise<TopFansDto> {
    const spend = await this.stats.spendByFan(creatorId, { limit: TOP_FANS });
    const names = await this.names.of(spend.map((fan) => fan.userId));
    return {
      currency: this.config.BILLING_CURRENCY.toUpperCase(),
      fans: spend.map((fan) => ({
        userId: fan.userId,
        displayName: names.get(fan.userId)?.displayName ?? null,
        username: names.get(fan.userId)?.username ?? null,
        lifetimeSpendCents: fan.spendCents,
      })),
    };
  }
}
