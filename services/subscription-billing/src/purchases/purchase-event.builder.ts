import type { EventEnvelope } from '@tessera/contracts';
import { buildEvent } from '@tessera/platform';
import type { Purchase } from './purchase.schema';

const PRODUCER = 'subscription-billing';

/**
 * The entitlement event of a purchase in its granted (`revoked` false) or revoked state. Keyed by
 * the buyer, so one buyer's grant and revocation stay in order on one partition.
 */
export function purchaseEvent(purchase: Purchase, revoked: boolean, at: Date): EventEnvelope {
  const common = {
    creatorId: purchase.creatorId,
    subscriberId: purchase.payerId,
    amountCents: purchase.amountCents,
    currency: purchase.currency.toUpperCase(),
    revoked,
    changedAt: at.toISOString(),
  };
  const metadata = { producer: PRODUCER, key: purchase.payerId, actorId: purchase.payerId };
  if (purchase.kind === 'tip') {
    return buildEvent(
      'tip.sent',
      { tipId: purchase._id, message: purchase.message, ...common },
      metadata,
    );
  }
  if (purchase.messageId) {
    return buildEvent(
      'message.unlocked',
      { unlockId: purchase._id, messageId: purchase.messageId, ...common },
      metadata,
    );
  }
  return buildEvent(
    'content.unlocked',
    { unlockId: purchase._id, contentId: purchase.contentId as string, ...common },
    metadata,
  );
}
