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
}

export const UPCOMING_SCREENS = {
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
} satisfies Record<string, UpcomingScreen>;

export type UpcomingScreenKey = keyof typeof UPCOMING_SCREENS;
