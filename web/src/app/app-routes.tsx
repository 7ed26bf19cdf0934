import { Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from '../components/layout/app-shell';
import { LandingPage } from '../features/landing';
import { DashboardPage, ProfilePage, ProfileSetupPage } from '../features/account';
import {
  AdminOverviewPage,
  AdminUserPage,
  AdminUsersPage,
  AppealPage,
} from '../features/admin-users';
import { AuditTrailPage } from '../features/admin-audit';
import { ModerationQueuePage } from '../features/admin-content';
import { AdminTicketPage, SupportQueuePage } from '../features/admin-support';
import { SettingsPage } from '../features/admin-settings';
import { SystemPage } from '../features/admin-system';
import { TagsPage } from '../features/admin-tags';
import { VerificationQueuePage } from '../features/admin-verification';
import { AdminPaymentsPage } from '../features/admin-payouts';
import { VerificationSettingsPage } from '../features/verification';
import {
  AuthCallbackPage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  VerifyEmailPage,
} from '../features/auth';
import {
  BillingPage,
  CreatorSubscribePage,
  EarningsPage,
  OfferLinkPage,
  RevenueAnalyticsPage,
  SubscribersPage,
  SubscriptionsPage,
  TierSettingsPage,
} from '../features/billing';
import { BroadcastsPage } from '../features/broadcasts';
import {
  BookmarksPage,
  ContentFeedPage,
  ContentManagePage,
  ContentPostPage,
  ContentUploadPage,
  CreatorStudioPage,
  ExplorePage,
} from '../features/content';
import { CreatorProfilePage } from '../features/creator-profile';
import { AuthDebugPage, TestProtectedPage } from '../features/debug';
import { NotFoundPage } from '../features/errors';
import { HelpArticlePage, HelpCentrePage } from '../features/help';
import { MessagesPage } from '../features/messages';
import { NotificationsPage } from '../features/notifications';
import { CheckoutPage } from '../features/pricing';
import { RegisterPage } from '../features/register';
import { AccountSettingsPage, ConfirmEmailChangePage } from '../features/settings';
import { StaticPageView } from '../features/static-pages';
import { MyTicketsPage, TicketPage } from '../features/support-tickets';
import { type UpcomingScreenKey, UpcomingScreenPage } from '../features/upcoming';
import { AntdOutlet } from './antd-outlet';
import { RequireAdmin, RequireCreator, RequireSignedIn, RequireSignedOut } from './route-guards';
import { ShellOverlays } from './shell-overlays';

/** Static and legal pages rendered from the content library, each at its own path. */
export const STATIC_PAGE_PATHS = [
  '/about',
  '/how-it-works',
  '/creator-program',
  '/success-stories',
  '/safety',
  '/community-guidelines',
  '/guidelines',
  '/contact',
  '/contact-us',
  '/privacy',
  '/terms',
  '/cookies',
  '/dmca',
  '/best-practices',
  '/analytics-guide',
  '/tax-info',
];

const LEGAL_REDIRECTS: Record<string, string> = {
  '/legal/cookie-policy': '/cookies',
  '/legal/privacy-policy': '/privacy',
  '/legal/terms-of-service': '/terms',
};

/** Signed-in screens whose service has not launched: each shows its honest empty state. */
const UPCOMING_ROUTES: Record<string, UpcomingScreenKey> = {
  '/creator/streaming': 'streaming',
  '/creator/ai-assistant': 'assistant',
  '/creator/ai-studio': 'assistant',
};

/** Every screen at its path, behind the guard it needs; the shell wraps them in appRoutes(). */
export function screenRoutes(): RouteObject[] {
  return [
    // The landing and sign-in pages render without Ant Design, from the first load alone.
    {
      element: <RequireSignedOut />,
      children: [
        { path: '/', element: <LandingPage /> },
        { path: '/login', element: <LoginPage /> },
      ],
    },
    { element: <AntdOutlet />, children: antdScreenRoutes() },
  ];
}

/** Every other screen renders Ant Design components, and loads its theme with the first one. */
function antdScreenRoutes(): RouteObject[] {
  return [
    { element: <RequireSignedOut />, children: [{ path: '/register', element: <RegisterPage /> }] },
    { path: '/auth/callback', element: <AuthCallbackPage /> },
    { path: '/oauth-debugger', element: <AuthDebugPage /> },
    { path: '/auth/debug', element: <AuthDebugPage /> },
    { path: '/forgot-password', element: <ForgotPasswordPage /> },
    { path: '/reset-password', element: <ResetPasswordPage /> },
    { path: '/verify-email', element: <VerifyEmailPage /> },
    { path: '/confirm-email', element: <ConfirmEmailChangePage /> },
    { path: '/appeal', element: <AppealPage /> },
    { path: '/help', element: <HelpCentrePage /> },
    { path: '/help/:slug', element: <HelpArticlePage /> },
    { path: '/profile/:userId', element: <CreatorProfilePage /> },
    { path: '/offer/:code', element: <OfferLinkPage /> },
    ...STATIC_PAGE_PATHS.map((path) => ({ path, element: <StaticPageView path={path} /> })),
    ...Object.entries(LEGAL_REDIRECTS).map(([path, to]) => ({
      path,
      element: <Navigate to={to} replace />,
    })),
    {
      element: <RequireSignedIn />,
      children: [
        { path: '/dashboard', element: <DashboardPage /> },
        { path: '/home-v3', element: <DashboardPage /> },
        { path: '/profile', element: <ProfilePage /> },
        { path: '/profile-v3', element: <ProfilePage /> },
        { path: '/account-setup', element: <ProfileSetupPage /> },
        { path: '/setup', element: <ProfileSetupPage /> },
        { path: '/subscription/checkout', element: <CheckoutPage /> },
        { path: '/subscribe/:creatorId', element: <CreatorSubscribePage /> },
        { path: '/subscriptions', element: <SubscriptionsPage /> },
        { path: '/my-subscriptions', element: <SubscriptionsPage /> },
        { path: '/subscription', element: <SubscriptionsPage /> },
        { path: '/billing', element: <BillingPage /> },
        { path: '/test-protected', element: <TestProtectedPage /> },
        { path: '/feed', element: <ContentFeedPage /> },
        { path: '/content/feed', element: <ContentFeedPage /> },
        { path: '/bookmarks', element: <BookmarksPage /> },
        { path: '/explore', element: <ExplorePage /> },
        { path: '/explore-v3', element: <ExplorePage /> },
        { path: '/content/:contentId', element: <ContentPostPage /> },
        { path: '/messages', element: <MessagesPage /> },
        { path: '/notifications', element: <NotificationsPage /> },
        { path: '/help/tickets', element: <MyTicketsPage /> },
        { path: '/help/tickets/:id', element: <TicketPage /> },
        { path: '/messaging-v3', element: <MessagesPage /> },
        { path: '/messaging-v3-simple', element: <MessagesPage /> },
        { path: '/settings', element: <AccountSettingsPage /> },
        {
          element: <RequireCreator />,
          children: [
            { path: '/content', element: <ContentManagePage /> },
            { path: '/content/manage', element: <ContentManagePage /> },
            { path: '/content/upload', element: <ContentUploadPage /> },
            { path: '/creator/upload', element: <ContentUploadPage /> },
            { path: '/creator-dashboard', element: <CreatorStudioPage /> },
            { path: '/creator-dashboard-v3', element: <CreatorStudioPage /> },
            { path: '/earnings', element: <EarningsPage /> },
            { path: '/creator/earnings', element: <EarningsPage /> },
            { path: '/subscription-settings', element: <TierSettingsPage /> },
            { path: '/creator/subscribers', element: <SubscribersPage /> },
            { path: '/creator/analytics', element: <RevenueAnalyticsPage /> },
            { path: '/creator/analytics-v2', element: <RevenueAnalyticsPage /> },
            { path: '/messages/broadcasts', element: <BroadcastsPage /> },
            { path: '/settings/verification', element: <VerificationSettingsPage /> },
          ],
        },
        {
          element: <RequireAdmin />,
          children: [
            { path: '/admin', element: <AdminOverviewPage /> },
            { path: '/admin/users', element: <AdminUsersPage /> },
            { path: '/admin/users/:id', element: <AdminUserPage /> },
            { path: '/admin/content', element: <ModerationQueuePage /> },
            { path: '/admin/audit', element: <AuditTrailPage /> },
            { path: '/admin/settings', element: <SettingsPage /> },
            { path: '/admin/tags', element: <TagsPage /> },
            { path: '/admin/support', element: <SupportQueuePage /> },
            { path: '/admin/support/:id', element: <AdminTicketPage /> },
            { path: '/admin/credentials', element: <VerificationQueuePage /> },
            { path: '/admin/user-credentials', element: <VerificationQueuePage /> },
            { path: '/admin/payments', element: <AdminPaymentsPage /> },
            { path: '/admin/system', element: <SystemPage /> },
          ],
        },
        ...Object.entries(UPCOMING_ROUTES).map(([path, screen]) => ({
          path,
          element: <UpcomingScreenPage key={screen} screen={screen} />,
        })),
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function appRoutes(): RouteObject[] {
  return [{ element: <AppShell overlays={<ShellOverlays />} />, children: screenRoutes() }];
}
