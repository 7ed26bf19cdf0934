import { Inject, Injectable } from '@nestjs/common';
import type { CreatorSubscriberPageDto } from '@tessera/contracts';
import { CreatorStatsRepository } from './creator-stats.repository';
import { FanNames } from './fan-names';

type Stats = Pick<CreatorStatsRepository, 'subscribersPage' | 'spendByFan'>;

/**
 * A page of the creator's subscribers, newest first: each subscription ever paid for, with the
 * fan's name and what the fan paid the creator in all (tips and unlocks included).
 */
@Injectable()
export class ListSubscribersUseCase {
  constructor(
    @Inject(CreatorStatsRepository) private readonly stats: Stats,
    @Inject(FanNames) private readonly names: Pick<FanNames, 'of'>,
  ) {}

  async execute(creatorId: string, page: number, limit: number): Promise<CreatorSubscriberPageDto> {
    const { items, total } = await this.stats.subscribersPage(creatorId, page, limit);
    const fanIds = items.map((row) => row.subscriberId);
    const [spend, names] = await Promise.all([
      fanIds.length > 0 ? this.stats.spendByFan(creatorId, { payerIds: fanIds }) : [],
      this.names.of(fanIds),
    ]);
    const spendOf = new Map(spend.map((fan) => [fan.userId, fan.spendCents]));
    return {
      items: items.map((row) => ({
        subscriptionId: row._id,
        subscriberId: row.subscriberId,
        displayName: names.get(row.subscriberId)?.displayName ?? null,
        username: names.get(row.subscriberId)?.username ?? null,
        tierId: row.tierId,
        tierName: row.tierName,
        status: row.status,
        since: (row.activatedAt ?? row.createdAt).toISOString(),
        lifetimeSpendCents: spendOf.get(row.subscriberId) ?? 0,
      })),
      page,
      limit,
      total,
    };
  }
}
