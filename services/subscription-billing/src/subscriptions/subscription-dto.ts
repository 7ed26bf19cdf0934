import type { SubscriberDto, SubscriptionDto } from '@tessera/contracts';
import type { Subscription } from './subscription.schema';

export function toSubscriptionDto(subscription: Subscription): SubscriptionDto {
  return {
    id: subscription._id,
    subscriberId: subscription.subscriberId,
    ...(subscription.creatorId ? { creatorId: subscription.creatorId } : {}),
    tierId: subscription.tierId,
    tierName: subscription.tierName,
    status: subscription.status,
    billingPeriod: subscription.billingPeriod,
    priceCents: subscription.priceCents,
    currency: subscription.currency.toUpperCase(),
    currentPeriodStart: subscription.currentPeriodStart.toISOString(),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    canceledAt: subscription.canceledAt ? subscription.canceledAt.toISOString() : null,
    paymentMethodId: subscription.paymentMethodId ?? null,
    ...(subscription.bundle ? { bundleMonths: subscription.bundle.months } : {}),
    ...(subscription.trialEndsAt ? { trialEndsAt: subscription.trialEndsAt.toISOString() } : {}),
    createdAt: subscription.createdAt.toISOString(),
  };
}

export function toSubscriberDto(subscription: Subscription): SubscriberDto {
  return {
    subscriptionId: subscription._id,
    subscriberId: subscription.subscriberId,
    tierId: subscription.tierId,
    tierName: subscription.tierName,
    status: subscription.status,
    since: (subscription.activatedAt ?? subscription.createdAt).toISOString(),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    lifetimeCents: subscription.lifetimeCents ?? 0,
  };
}
