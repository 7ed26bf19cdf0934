import { lazy } from 'react';

/*
 * Everything but the landing page and the shell around it loads on demand (screens, dialogs, the
 * cookie banner, the phone menu, the signed-in sidebar): a visitor downloads the code and the Ant
 * Design components of what is in front of them, not of the whole app.
 */

export const LoginPage = lazy(() =>
  import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })),
);
export const RegisterPage = lazy(() =>
  import('../features/register/register-page').then((m) => ({ default: m.RegisterPage })),
);
export const AuthCallbackPage = lazy(() =>
  import('../features/auth/auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const VerifyEmailPage = lazy(() =>
  import('../features/auth/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
export const HelpCentrePage = lazy(() =>
  import('../features/help/help-centre-page').then((m) => ({ default: m.HelpCentrePage })),
);
export const HelpArticlePage = lazy(() =>
  import('../features/help/help-article-page').then((m) => ({ default: m.HelpArticlePage })),
);
export const StaticPageView = lazy(() =>
  import('../features/static-pages/static-page-view').then((m) => ({ default: m.StaticPageView })),
);
export const AuthDebugPage = lazy(() =>
  import('../features/debug/auth-debug-page').then((m) => ({ default: m.AuthDebugPage })),
);
export const TestProtectedPage = lazy(() =>
  import('../features/debug/test-protected-page').then((m) => ({ default: m.TestProtectedPage })),
);
export const DashboardPage = lazy(() =>
  import('../features/account/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const ProfilePage = lazy(() =>
  import('../features/account/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const ProfileSetupPage = lazy(() =>
  import('../features/account/profile-setup-page').then((m) => ({ default: m.ProfileSetupPage })),
);
export const CheckoutPage = lazy(() =>
  import('../features/pricing/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
export const ContentUploadPage = lazy(() =>
  import('../features/content/upload/content-upload-page').then((m) => ({
    default: m.ContentUploadPage,
  })),
);
export const ContentManagePage = lazy(() =>
  import('../features/content/manage/content-manage-page').then((m) => ({
    default: m.ContentManagePage,
  })),
);
export const ContentFeedPage = lazy(() =>
  import('../features/content/feed/content-feed-page').then((m) => ({
    default: m.ContentFeedPage,
  })),
);
export const ExplorePage = lazy(() =>
  import('../features/content/explore/explore-page').then((m) => ({ default: m.ExplorePage })),
);
export const ContentPostPage = lazy(() =>
  import('../features/content/post/content-post-page').then((m) => ({
    default: m.ContentPostPage,
  })),
);
export const CreatorProfilePage = lazy(() =>
  import('../features/creator-profile/creator-profile-page').then((m) => ({
    default: m.CreatorProfilePage,
  })),
);
export const CreatorStudioPage = lazy(() =>
  import('../features/content/studio/creator-studio-page').then((m) => ({
    default: m.CreatorStudioPage,
  })),
);
export const ContentModerationPage = lazy(() =>
  import('../features/admin/content-moderation-page').then((m) => ({
    default: m.ContentModerationPage,
  })),
);
export const AdminOnlyPage = lazy(() =>
  import('../features/admin/admin-only-page').then((m) => ({ default: m.AdminOnlyPage })),
);
export const CreatorOnlyPage = lazy(() =>
  import('../features/content/creator-only-page').then((m) => ({ default: m.CreatorOnlyPage })),
);
export const CreatorSubscribePage = lazy(() =>
  import('../features/billing/subscribe/creator-subscribe-page').then((m) => ({
    default: m.CreatorSubscribePage,
  })),
);
export const SubscriptionsPage = lazy(() =>
  import('../features/billing/subscriptions/subscriptions-page').then((m) => ({
    default: m.SubscriptionsPage,
  })),
);
export const BillingPage = lazy(() =>
  import('../features/billing/billing-page/billing-page').then((m) => ({
    default: m.BillingPage,
  })),
);
export const EarningsPage = lazy(() =>
  import('../features/billing/earnings/earnings-page').then((m) => ({ default: m.EarningsPage })),
);
export const TierSettingsPage = lazy(() =>
  import('../features/billing/tiers/tier-settings-page').then((m) => ({
    default: m.TierSettingsPage,
  })),
);
export const SubscribersPage = lazy(() =>
  import('../features/billing/creator/subscribers-page').then((m) => ({
    default: m.SubscribersPage,
  })),
);
export const RevenueAnalyticsPage = lazy(() =>
  import('../features/billing/creator/revenue-analytics-page').then((m) => ({
    default: m.RevenueAnalyticsPage,
  })),
);
export const UpcomingScreenPage = lazy(() =>
  import('../features/upcoming/upcoming-screen-page').then((m) => ({
    default: m.UpcomingScreenPage,
  })),
);
export const NotFoundPage = lazy(() =>
  import('../features/errors/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const PricingDialog = lazy(() =>
  import('../features/pricing/pricing-dialog').then((m) => ({ default: m.PricingDialog })),
);
export const CookieConsent = lazy(() =>
  import('../features/cookie-consent/cookie-consent').then((m) => ({ default: m.CookieConsent })),
);
export const NeuralSearchDialog = lazy(() =>
  import('../features/search/neural-search-dialog').then((m) => ({
    default: m.NeuralSearchDialog,
  })),
);
export const AppSidebar = lazy(() =>
  import('../components/layout/app-sidebar').then((m) => ({ default: m.AppSidebar })),
);
export const MobileNavDrawer = lazy(() =>
  import('../components/layout/mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })),
);
export const MessagesPage = lazy(() =>
  import('../features/messages/messages-page').then((m) => ({ default: m.MessagesPage })),
);
export const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
/** The header's bell, with the socket that keeps it live, loaded after the first paint. */
export const NotificationBell = lazy(() =>
  import('../features/notifications/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
export const BroadcastsPage = lazy(() =>
  import('../features/broadcasts/broadcasts-page').then((m) => ({ default: m.BroadcastsPage })),
);
