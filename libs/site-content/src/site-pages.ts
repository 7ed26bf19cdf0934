/** @public A screen the search index may point to, beside the help articles. */
export interface SitePage {
  url: string;
  title: string;
  summary: string;
  keywords: string[];
}

/** @public Indexed by the search service as pages; the web app routes them itself. */
export const SEARCHABLE_SCREENS: SitePage[] = [
  {
    url: '/',
    title: 'Tessera home',
    summary: 'What Tessera is, plans for subscribers and creators, and how to join.',
    keywords: ['landing', 'home', 'plans', 'pricing'],
  },
  {
    url: '/explore',
    title: 'Explore creators',
    summary: 'Discover creators and public posts by category and tag.',
    keywords: ['discover', 'browse', 'find', 'creators', 'trending'],
  },
  {
    url: '/dashboard',
    title: 'Dashboard',
    summary: 'Your account at a glance, with shortcuts to what comes next.',
    keywords: ['home', 'overview', 'account'],
  },
  {
    url: '/profile',
    title: 'Your profile',
    summary: 'Edit your display name, bio, pictures and social links.',
    keywords: ['user', 'profile', 'bio', 'avatar', 'edit'],
  },
  {
    url: '/messages',
    title: 'Messages',
    summary: 'Private conversations between subscribers and creators.',
    keywords: ['chat', 'inbox', 'conversation', 'messaging', 'dm'],
  },
  {
    url: '/earnings',
    title: 'Earnings',
    summary: 'Creator revenue, platform fees and payouts.',
    keywords: ['revenue', 'income', 'payout', 'money'],
  },
  {
    url: '/subscriptions',
    title: 'Your subscriptions',
    summary: 'The creators you support, your tiers and renewal dates.',
    keywords: ['subscribe', 'subscription', 'renewal', 'cancel'],
  },
  {
    url: '/subscription-settings',
    title: 'Subscription tiers',
    summary: 'Creators set up the tiers their subscribers can choose.',
    keywords: ['tiers', 'pricing', 'subscription', 'settings'],
  },
  {
    url: '/register',
    title: 'Create an account',
    summary: 'Join Tessera as a subscriber or a creator.',
    keywords: ['sign up', 'register', 'join', 'account'],
  },
  {
    url: '/login',
    title: 'Sign in',
    summary: 'Sign in with email and password or with Google.',
    keywords: ['log in', 'login', 'sign in', 'password'],
  },
  {
    url: '/help',
    title: 'Help Centre',
    summary: 'Guides for every part of Tessera.',
    keywords: ['support', 'faq', 'guides', 'help'],
  },
  {
    url: '/about',
    title: 'About Tessera',
    summary: 'Who we are and why we built Tessera.',
    keywords: ['company', 'team', 'mission'],
  },
  {
    url: '/how-it-works',
    title: 'How it works',
    summary: 'How subscriptions, creators and payments fit together.',
    keywords: ['guide', 'overview', 'works'],
  },
  {
    url: '/terms',
    title: 'Terms of Service',
    summary: 'The rules for using Tessera.',
    keywords: ['terms', 'legal', 'agreement', 'conditions'],
  },
  {
    url: '/privacy',
    title: 'Privacy Policy',
    summary: 'What data we collect and how we use it.',
    keywords: ['privacy', 'data', 'gdpr', 'legal'],
  },
  {
    url: '/auth/debug',
    title: 'Sign-in diagnostics',
    summary: 'Check the Google sign-in configuration when it fails.',
    keywords: ['google', 'oauth', 'callback', 'debug', 'sign in'],
  },
];
