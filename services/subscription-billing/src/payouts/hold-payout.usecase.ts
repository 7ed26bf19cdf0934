import { Inject, Injectable } from '@nestjs/common';
import type { InternalPayoutDecision } from '@tessera/contracts';
import { buildAuditEvent, conflict, notFound, type RequestContext } from '@tessera/platform';
import type { Payout } from './payout.schema';
import { PayoutsRepository } from './payouts.repository';

export const PAYOUT_NOT_FOUND = 'Payout not found';
export const ONLY_SCHEDULED_HELD = 'Only a scheduled payout can be held';

type Payouts = Pick<PayoutsRepository, 'findById' | 'hold'>;

/**
 * An admin holds a scheduled payout: it is not sent until an admin releases it. The status and
 * the `payout.held` audit entry are one write, taken only from `pending`, so the same hold asked
 * twice, or twice at once, holds once and is audited once; the later call answers the payout.
 */
@Injectable()
export class HoldPayoutUseCase {
  constructor(@Inject(PayoutsRepository) private readonly payouts: Payouts) {}

  async execute(
    payoutId: string,
    { reason, actorId }: InternalPayoutDecision,
    context?: RequestContext,
  ): Promise<Payout> {
    const current = await this.payouts.findById(payoutId);
    if (!current) throw notFound(PAYOUT_NOT_FOUND);
    if (current.status === 'held') return current;
    if (current.status !== 'pending') throw conflict(ONLY_SCHEDULED_HELD);
    const hold = { code: 'admin' as const, reason, heldBy: actorId, heldAt: new Date() };
    const audit = buildAuditEvent(
      'subscription-billing',
      {
        action: 'payout.held',
        outcome: 'success',
        userId: current.creatorId,
        actorId,
        resource: 'payout',
        resourceId: payoutId,
        details: { amountCents: current.amountCents, currency: current.currency },
        reason,
        before: { status: 'scheduled' },
        after: { status: 'held' },
      },
      context,
    );
    const held = await this.payouts.hold(payoutId, hold, [audit]);
    if (held) return held;
    // Another call moved it between the read and the write.
    const latest = (await this.payouts.findById(payoutId)) as Payout;
    if (latest.status === 'held') return latest;
    throw conflict(ONLY_SCHEDULED_HELD);
  }
}
