// Who the demo data is about: creators with a theme each, subscribers, and the posts each creator
// publishes. Everything is derived from the index, so every run asks for the same accounts and
// posts and finds the ones an earlier run made.

export const DEMO_EMAIL_DOMAIN = 'demo.tessera.example';
export const PRIVACY_LEVELS = ['public', 'subscribers', 'premium', 'private'];

const CREATOR_THEMES = [
  {
    handle: 'mara',
    name: 'Mara Lindqvist',
    topic: 'landscape photography',
    colors: ['#0f4c75', '#3fc1c9'],
    tags: ['landscape', 'photography'],
  },
  {
    handle: 'theo',
    name: 'Theo Okafor',
    topic: 'home cooking',
    colors: ['#c0392b', '#f39c12'],
    tags: ['cooking', 'recipes'],
  },
  {
    handle: 'ines',
    name: 'Ines Moreau',
    topic: 'watercolour painting',
    colors: ['#6a0572', '#e98074'],
    tags: ['art', 'watercolour'],
  },
  {
    handle: 'kenji',
    name: 'Kenji Watanabe',
    topic: 'street photography',
    colors: ['#222831', '#00adb5'],
    tags: ['street', 'photography'],
  },
  {
    handle: 'lena',
    name: 'Lena Fischer',
    topic: 'yoga and mobility',
    colors: ['#2d6a4f', '#95d5b2'],
    tags: ['yoga', 'fitness'],
  },
  {
    handle: 'omar',
    name: 'Omar Haddad',
    topic: 'indie game development',
    colors: ['#3a0ca3', '#f72585'],
    tags: ['gamedev', 'pixelart'],
  },
  {
    handle: 'priya',
    name: 'Priya Raman',
    topic: 'urban gardening',
    colors: ['#386641', '#f2e8cf'],
    tags: ['garden', 'plants'],
  },
  {
    handle: 'sam',
    name: 'Sam Carter',
    topic: 'acoustic songwriting',
    colors: ['#7f5539', '#ddb892'],
    tags: ['music', 'songwriting'],
  },
];

const SUBSCRIBER_NAMES = [
  'Alex',
  'Bea',
  'Chidi',
  'Dana',
  'Elif',
  'Femi',
  'Greta',
  'Hugo',
  'Ivy',
  'Jonas',
  'Kira',
  'Luca',
  'Mina',
  'Nils',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
];

/**
 * Platform plans, cycled over the subscribers. A creator's tier alone opens that creator's posts,
 * so some fans hold no plan at all; the plans add their perks across creators.
 */
const SUBSCRIBER_PLANS = [null, 'basic-subscriber', 'pro-subscriber', 'vip-subscriber'];

/** The tiers every demo creator sells, cheapest first: one for each kind of content access. */
const CREATOR_TIERS = [
  {
    name: 'Supporter',
    priceCents: 499,
    contentAccess: 'tier-specific',
    benefits: ['Every post for subscribers', 'Message me directly'],
  },
  {
    name: 'Fan',
    priceCents: 899,
    contentAccess: 'premium-only',
    benefits: ['Everything for Supporters', 'Premium posts'],
  },
  {
    name: 'Inner circle',
    priceCents: 1499,
    contentAccess: 'all',
    benefits: ['Everything for Fans', 'Exclusive posts'],
  },
];
const CREATOR_PLANS = ['pro-creator', 'premium-creator'];

const POST_OPENERS = [
  'First light',
  'Behind the scenes',
  'Work in progress',
  'A quiet Sunday',
  'Field notes',
  'Questions from you',
  'Before and after',
  'Small experiments',
  'The long version',
  'What went wrong',
  'Monthly recap',
  'A new direction',
];

function account(handle, displayName, role) {
  const username = `demo_${handle}`;
  return {
    username,
    email: `${username}@${DEMO_EMAIL_DOMAIN}`,
    displayName: `${displayName} (demo)`,
    role,
  };
}

function postsOf(theme, creatorIndex) {
  const count = 6 + ((creatorIndex * 5) % 7);
  return Array.from({ length: count }, (_, index) => {
    const privacyLevel = PRIVACY_LEVELS[(index + creatorIndex) % PRIVACY_LEVELS.length];
    const type = (index + creatorIndex) % 3 === 0 ? 'text' : 'photo';
    const opener = POST_OPENERS[(index + creatorIndex * 3) % POST_OPENERS.length];
    return {
      title: `${opener}: ${theme.topic} #${index + 1}`,
      description: `A demo post about ${theme.topic} by ${theme.name}.`,
      body:
        type === 'text'
          ? `${opener}. This is demo text from ${theme.name} about ${theme.topic}: notes, ` +
            'drafts and thoughts shared with the people who follow along.'
          : '',
      type,
      privacyLevel,
      tags: [...theme.tags, 'demo'],
      // Some exclusive posts can also be bought on their own.
      priceCents: privacyLevel === 'private' && index % 2 === 0 ? 499 : null,
    };
  });
}

export function demoCreators() {
  return CREATOR_THEMES.map((theme, index) => ({
    ...account(theme.handle, theme.name, 'creator'),
    theme,
    bio:
      `${theme.name} shares ${theme.topic}: weekly posts for subscribers, premium sets for fans ` +
      'and exclusives for the inner circle. A demo account.',
    plan: CREATOR_PLANS[index % CREATOR_PLANS.length],
    tiers: CREATOR_TIERS.map((tier) => ({ ...tier, color: theme.colors[0] })),
    posts: postsOf(theme, index),
  }));
}

/**
 * Subscribers, each subscribing to two to four creators on one of their tiers (an index into the
 * creator's tiers, cycled so every tier has subscribers).
 */
export function demoSubscribers(creatorCount) {
  return SUBSCRIBER_NAMES.map((name, index) => {
    const follows = 2 + (index % 3);
    return {
      ...account(name.toLowerCase(), name, 'subscriber'),
      plan: SUBSCRIBER_PLANS[index % SUBSCRIBER_PLANS.length],
      follows: Array.from({ length: follows }, (_, offset) => ({
        creatorIndex: (index + offset * 3) % creatorCount,
        tierIndex: (index + offset) % CREATOR_TIERS.length,
      })),
    };
  });
}

export const DEMO_ADMIN = account('admin', 'Demo Admin', 'admin');
