import {
  type AuthSessionDto,
  DEFAULT_PLATFORM_SETTINGS,
  type PlatformSettings,
  type PublicPlatformSettings,
  publicPlatformSettings,
  type UserDto,
} from '@tessera/contracts';
import type { HelpArticle, StaticPage } from '@tessera/site-content';

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 'user-1',
    email: 'mara@example.com',
    username: 'mara',
    displayName: 'Mara Lind',
    avatar: '',
    coverImage: '',
    bio: 'Landscape photographer',
    socialLinks: {},
    role: 'subscriber',
    isVerified: false,
    emailVerified: true,
    authProvider: 'local',
    setupComplete: true,
    subscriptionTier: null,
    subscriptionStatus: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The public settings with the defaults' features, changed by `features`. */
export function makePublicSettings(
  features: Partial<PlatformSettings['features']> = {},
): PublicPlatformSettings {
  return publicPlatformSettings({
    ...DEFAULT_PLATFORM_SETTINGS,
    features: { ...DEFAULT_PLATFORM_SETTINGS.features, ...features },
  });
}

export function makeAuth(user: UserDto = makeUser()): AuthSessionDto {
  return {
    user,
    token: 'access-token',
    refreshToken: 'refresh-token',
    expiresAt: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
    sessionExpiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
  };
}

export const ARTICLE_FIXTURES: HelpArticle[] = [
  {
    slug: 'password-reset',
    title: 'Resetting your password',
    category: 'Account & security',
    summary: 'Get back into your account when you forget your password.',
    keywords: ['forgot', 'password', 'reset'],
    readMinutes: 2,
    sections: [
      {
        heading: 'Ask for a reset link',
        paragraphs: ['Open the sign-in page and choose Forgot password.'],
        steps: ['Enter your email', 'Open the link we send'],
      },
    ],
    related: ['first-subscription'],
    updatedAt: '2025-01-10',
  },
  {
    slug: 'first-subscription',
    title: 'Your first subscription',
    category: 'Subscriptions & billing',
    summary: 'Subscribe to {{tier.pro-subscriber.name}} and unlock premium posts.',
    keywords: ['subscribe', 'tier', 'plan'],
    readMinutes: 3,
    sections: [
      {
        heading: 'Pick a tier',
        paragraphs: ['Every creator lists their tiers on their profile.'],
        bullets: ['Monthly billing', 'Cancel any time'],
      },
    ],
    related: [],
    updatedAt: '2025-02-01',
  },
  {
    slug: 'mobile-app',
    title: 'Using Tessera on your phone',
    category: 'Getting started',
    summary: 'Tessera works in any mobile browser.',
    keywords: ['mobile', 'app', 'phone'],
    readMinutes: 1,
    sections: [{ heading: 'Add to home screen', paragraphs: ['Use your browser menu.'] }],
    related: [],
    updatedAt: '2025-03-01',
  },
];

export const PAGE_FIXTURES: StaticPage[] = [
  {
    path: '/about',
    title: 'About Tessera',
    intro: 'We build tools for creators.',
    sections: [{ heading: 'Our mission', paragraphs: ['Fair pay for creative work.'] }],
    updatedAt: '2025-01-01',
  },
];
