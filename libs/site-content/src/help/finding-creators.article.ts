import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'finding-creators',
  title: 'Finding creators you’ll love',
  category: 'Getting started',
  summary:
    'Ways to discover creators on Tessera: browsing Explore, searching by name, topic or style, following tags and categories, and checking a profile before you subscribe.',
  keywords: [
    'discover',
    'explore',
    'find creators',
    'browse',
    'featured creators',
    'trending',
    'categories',
    'recommendations',
  ],
  readMinutes: 2,
  sections: [
    {
      heading: 'Browse Explore',
      paragraphs: [
        'The Explore page at /explore, linked in the header once you’re signed in, is the best place to start. It brings together featured creators picked for you to discover, trending posts that people are enjoying right now, and a list of creators you can page through. Public posts open for anyone, so you can get a real sense of someone’s work before subscribing.',
      ],
    },
    {
      heading: 'Search for something specific',
      paragraphs: [
        'If you know what you want, select the Neural Search button in the header. You can search for a creator by name or username, or describe what you’re after, such as “digital art tutorials” or “behind the scenes photography”. Results are ranked by meaning, not just matching words, so plain descriptions work well. On the Filters tab, untick everything except creator to see only people, or keep content ticked to find posts and then their authors.',
      ],
    },
    {
      heading: 'Use categories and tags',
      paragraphs: ['Creators organise their posts so you can find more of what you like.'],
      bullets: [
        'Categories group posts by broad type: Photography, Videos, Lifestyle, Tutorials and Behind the Scenes.',
        'Tags describe a post more precisely, such as a technique, subject or style. Search for a tag in Neural Search to find posts from any creator that uses it.',
        'When a post catches your eye, open its creator’s profile to see the rest of their work.',
      ],
    },
    {
      heading: 'Check a profile before you subscribe',
      paragraphs: ['A few minutes on a creator’s profile helps you choose well.'],
      steps: [
        'Read the bio to understand what they create and how often they post.',
        'Look for the Verified badge, which means Tessera has confirmed the creator’s identity.',
        'Scroll through their public posts to see whether their style suits you.',
        'Compare the subscription options they offer, and note whether their best posts are premium or exclusive, which need Pro Subscriber or VIP Subscriber respectively.',
        'When you’re ready, subscribe; the first subscription guide walks you through it.',
      ],
    },
    {
      heading: 'Recommendations get better over time',
      paragraphs: [
        'Neural Search learns from the results you open and ranks similar creators and posts higher next time. This learning is stored in your browser on your device, so it stays private to you and resets if you clear your browser’s site data. Once you subscribe, new posts from the creators you follow appear in your feed at /feed.',
      ],
    },
  ],
  related: [
    'neural-search',
    'first-subscription',
    'advanced-search-features',
    'subscription-tiers-overview',
  ],
  updatedAt: '2026-11-20',
};
