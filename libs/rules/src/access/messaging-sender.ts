import { MESSAGES } from '../messages';
import { isRole } from '../roles';
import { type SubscriptionTier } from '../tiers/tier.types';
import { ALLOWED, deny, effectiveTierOf } from './access.decision';
import { type AccessDecision, type AccessUser } from './access.types';

export type MessagingSender = { decision: AccessDecision } | { tier: SubscriptionTier };

/**
 * The steps every messaging-family check (messages, media, bulk) starts with: sign-in, the bypass
 * for admins (and for messaging oneself), then an active tier. Either a final decision, or the
 * tier whose limits the rest of the check applies. `withoutPlan`, when given, is the tier whose
 * limits apply to a sender holding no platform plan instead of the denial.
 */
export function resolveMessagingSender(
  sender: AccessUser | null | undefined,
  now: Date,
  tiers: readonly SubscriptionTier[],
  recipientId?: string,
  withoutPlan?: SubscriptionTier,
): MessagingSender {
  if (!sender) {
    return { decision: deny(MESSAGES.messagingLoginRequired, { upgradeUrl: '/login' }) };
  }
  if (sender.id === recipientId || isRole(sender.role, 'admin')) {
    return { decision: ALLOWED };
  }
  const tier = effectiveTierOf(sender, now, tiers) ?? withoutPlan;
  if (!tier) {
    return {
      decision: deny(MESSAGES.messagingSubscriptionRequired, { upgradeUrl: '/subscription' }),
    };
  }
  return { tier };
}
