import { Inject, Injectable } from '@nestjs/common';
import type { InternalPayoutDecision } from '@tessera/contracts';
import { buildAuditEvent, conflict, notFound, type RequestContext } from '@tessera/platform';
import { PAYOUT_NOT_FOUND } from './hold-payout.usecase';
import { PayoutHolds } from './payout-holds';
import type { Payout } from './payout.schema';
import { PayoutsRepository } from './payouts.repository';

export const ONLY_HELD_RELEASED = 'Only a held payout can be released';

type Payouts = Pick<PayoutsRepository, 'findById' | 'release'>;
type Holds = Pick<PayoutHolds, 'of'>;

/**
 * An admin releases a held payout: it is scheduled again and the weekly run sends it once its
 * date has come. While the platform would hold the creator anyway (not verified, under review,
 * suspended), the release is refused with that cause. Status and `payout.released` audit entry
 * are one write taken only from `held`, so a repeated or concurrent release acts once.
 */
@Injectable()
export class ReleasePayoutUseCase {
  constructor(
    @Inject(PayoutsRepository) private readonly payouts: Payouts,
    @Inject(PayoutHolds) private readonly holds: Holds,
  ) {}

  async execute(
    payoutId: string,
    { reason, actorId }: InternalPayoutDecision,
    context?: RequestContext,
  ): Promise<Payout> {
    const current = await this.payouts.findById(payoutId);
    if (!current) throw notFound(PAYOUT_NOT_FOUND);
    if (current.status === 'pending') return current;
    if (current.status !== 'held' || !current.hold) throw conflict(ONLY_HELD_RELEASED);
    const cause = await this.holds.of(current.creatorId);
    if (cause) throw conflict(`The payout stays held: ${cause.reason}`);
    const audit = buildAuditEvent(
      'subscription-billing',
      {
        action: 'payout.released',
        outcome: 'success',
        userId: current.creatorId,
        actorId,
        resource: 'payout',
        resourceId: payoutId,
        details: { amountCents: current.amountCents, currency: current.currency },
        reason,
        before: { status: 'held', holdCode: current.hold.code, holdReason: current.hold.reason },
        after: { status: 'scheduled' },
      },
      context,
    );
    const released = await this.payouts.release(payoutId, [audit]);
    if (released) return released;
    const latest = (await this.payouts.findById(payoutId)) as Payout;
    if (latest.status === 'pending') return latest;
    throw conflict(ONLY_HELD_RELEASED);
  }
}
