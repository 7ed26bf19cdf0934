import type { PendingCharge, Subscription } from './subscription.schema';

const ALREADY_SUBSCRIBED = 'You already have an active subscription to this creator';
const ALREADY_ON_PLAN = 'You already have a plan; change it instead';

const LIVE = ['active', 'past_due'] as const;

export const isLive = (subscription: Subscription) =>
  (LIVE as readonly string[]).includes(subscription.status);

/** What a second subscription to the same creator, or a second plan, is refused with. */
export const alreadyHeldMessage = (subscription: Pick<Subscription, 'creatorId'>) =>
  subscription.creatorId ? ALREADY_SUBSCRIBED : ALREADY_ON_PLAN;

/**
 * Whether a first charge comes too late: the subscription was paid for (or ended) since it was
 * read, by another request for the same purchase whose payment succeeded in the meantime.
 */
export const initialChargeTooLate = (current: Subscription, claim: PendingCharge) =>
  claim.kind === 'initial' && current.status !== 'incomplete';

/**
 * How long a charge in flight stands for its purchase. A request for the same purchase within it
 * answers that charge's payment; after it (a checkout left waiting for authentication, or one whose
 * request stopped before its payment was stored) a new request supersedes it.
 */
export const CLAIM_JOIN_MS = 120_000;

/**
 * Whether a new claim joins the charge the subscription already waits for instead of replacing
 * it: the same claim (a retry of its own attempt), or one buying exactly the same, still recent.
 */
export function claimToJoin(current: Subscription, claim: PendingCharge, now: Date): boolean {
  const held = current.charge;
  if (!held?.paymentId) return false;
  if (held.paymentId === claim.paymentId) return true;
  if (now.getTime() - held.startedAt.getTime() >= CLAIM_JOIN_MS) return false;
  return (
    held.kind === claim.kind &&
    held.tierId === claim.tierId &&
    held.priceCents === claim.priceCents &&
    held.billingPeriod === claim.billingPeriod &&
    (held.bundle?.months ?? 0) === (claim.bundle?.months ?? 0) &&
    held.currency === claim.currency
  );
}
