import { lazy } from 'react';

// What the app may use of the billing feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const CreatorSubscribePage = lazy(() =>
  import('./subscribe/creator-subscribe-page').then((m) => ({
    default: m.CreatorSubscribePage,
  })),
);
export const SubscriptionsPage = lazy(() =>
  import('./subscriptions/subscriptions-page').then((m) => ({
    default: m.SubscriptionsPage,
  })),
);
export const BillingPage = lazy(() =>
  import('./billing-page/billing-page').then((m) => ({
    default: m.BillingPage,
  })),
);
export const EarningsPage = lazy(() =>
  import('./earnings/earnings-page').then((m) => ({ default: m.EarningsPage })),
);
export const OfferLinkPage = lazy(() =>
  import('./offer/offer-link-page').then((m) => ({ default: m.OfferLinkPage })),
);
export const TierSettingsPage = lazy(() =>
  import('./tiers/tier-settings-page').then((m) => ({
    default: m.TierSettingsPage,
  })),
);
export const SubscribersPage = lazy(() =>
  import('./creator/subscribers-page').then((m) => ({
    default: m.SubscribersPage,
  })),
);
export const RevenueAnalyticsPage = lazy(() =>
  import('./creator/revenue-analytics-page').then((m) => ({
    default: m.RevenueAnalyticsPage,
  })),
);
