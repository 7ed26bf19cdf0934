/** Screens whose backing service has not launched yet, described honestly for the empty state. */
export interface UpcomingScreen {
  title: string;
  /** One sentence on what the screen is for. */
  lead: string;
  /** What will appear here once it launches. */
  willShow: string[];
  /** The part of the platform that has to launch first. */
  launchesWith: string;
  primaryLink: { href: string; label: string };
  secondaryLink?: { href: string; label: string };
  adminOnly?: boolean;
}

const ADMIN_HOME = { href: '/dashboard', label: 'Back to your dashboard' };

function adminScreen(title: string, lead: string, willShow: string[]): UpcomingScreen {
  return {
    title,
    lead,
    willShow,
    launchesWith: 'the admin back office',
    primaryLink: ADMIN_HOME,
    adminOnly: true,
  };
}

export const UPCOMING_SCREENS = {
  bookmarks: {
    title: 'Bookmarks',
    lead: 'Posts you saved to come back to later.',
    willShow: ['Saved posts from every creator you follow'],
    launchesWith: 'content publishing',
    primaryLink: { href: '/explore', label: 'Explore creators' },
  },
  settings: {
    title: 'Settings',
    lead: 'Notification, privacy and security preferences for your account.',
    willShow: ['Notification preferences', 'Privacy settings', 'Signed-in devices'],
    launchesWith: 'account settings',
    primaryLink: { href: '/profile', label: 'Edit your profile' },
    secondaryLink: { href: '/help/account-security', label: 'Keeping your account secure' },
  },
  streaming: {
    title: 'Live streaming',
    lead: 'Go live for your subscribers, on the creator tiers that include it.',
    willShow: ['Stream setup and preview', 'Live chat', 'Replays'],
    launchesWith: 'live streaming',
    primaryLink: { href: '/help/subscription-tiers-overview', label: 'What each tier includes' },
  },
  assistant: {
    title: 'AI Assistant',
    lead: 'Help drafting captions, post ideas and replies in your own voice.',
    willShow: ['Caption and title suggestions', 'Post ideas from your best performers'],
    launchesWith: 'the creator assistant',
    primaryLink: { href: '/best-practices', label: 'Creator best practices' },
  },
  admin: adminScreen('Admin overview', 'Platform health and the queues that need attention.', [
    'Moderation and verification queues',
    'Payments awaiting review',
    'System health',
  ]),
  adminUsers: adminScreen('Users', 'Every account, its status and verification.', [
    'Search and filter users',
    'Suspend, ban or verify',
    'Bulk actions',
  ]),
  adminCredentials: adminScreen('Credentials', 'Identity and age verification requests.', [
    'Submitted documents',
    'Approve or reject with notes',
  ]),
  adminPayments: adminScreen('Payments', 'Payments, refunds and payouts to review.', [
    'Refund requests',
    'Payout approvals',
    'Risk flags',
  ]),
  adminTags: adminScreen('Tags', 'The tags creators use to describe their posts.', [
    'Tag hierarchy',
    'Usage counts',
  ]),
  adminSupport: adminScreen('Support', 'Tickets from subscribers and creators.', [
    'Open and in-progress tickets',
    'Assignment and replies',
  ]),
  adminSystem: adminScreen('System', 'Service health, alerts and the audit log.', [
    'Service status',
    'Alerts',
    'Audit log',
  ]),
  adminSettings: adminScreen('Platform settings', 'Platform-wide feature switches and limits.', [
    'Feature switches',
    'Content and payment settings',
  ]),
} satisfies Record<string, UpcomingScreen>;

export type UpcomingScreenKey = keyof typeof UPCOMING_SCREENS;
