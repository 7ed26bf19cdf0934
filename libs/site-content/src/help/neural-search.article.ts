import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'neural-search',
  title: 'Using Neural Search',
  category: 'Getting started',
  summary:
    'Neural Search finds creators, posts, tags and help articles from one box in the header, ranks results by meaning rather than exact words, and explains why each result was suggested.',
  keywords: [
    'search',
    'neural search',
    'find',
    'search results',
    'filters',
    'recent searches',
    'insights',
    'no results',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'What Neural Search does',
      paragraphs: [
        'Neural Search is Tessera’s search, available from the Neural Search button in the header on every page. It looks across four kinds of result at once: creators, content, tags and help articles. Instead of only matching the exact words you type, it also weighs how closely a result’s meaning matches your query, what you’ve shown interest in before, how recent the result is and its quality, then ranks the best matches first.',
      ],
    },
    {
      heading: 'Search step by step',
      paragraphs: ['You can search from any page.'],
      steps: [
        'Select the Neural Search button in the header. The search dialog opens on the Search tab.',
        'Type what you’re looking for, for example a creator’s name, a style such as “watercolour portraits”, or a question such as “help subscription management”. Results update as you pause typing.',
        'Not sure what to type? Pick one of the suggested searches, or one of your recent searches under the box.',
        'Select a result to go straight to it. The dialog closes and the creator, post or article opens.',
        'Select the clear button in the box to start a new search.',
      ],
    },
    {
      heading: 'Reading the results',
      paragraphs: [
        'Each result card shows a title and subtitle, a thumbnail, up to three tags and a badge: Verified for a verified creator, Published for content, and Help Article for pages from this help centre.',
        'Open the Insights tab to see why results were suggested. For each match you’ll find a confidence and relevance rating, a short explanation (for example that it matched your keywords closely or fits interests you’ve shown) and a “why recommended” line. Select Show Details or Hide Details to expand or collapse the breakdown.',
      ],
    },
    {
      heading: 'Narrowing things down',
      paragraphs: ['The Filters tab lets you focus your search.'],
      bullets: [
        'Tick or untick the result types: creator, content, tag and help. Untick everything but help to search only this help centre.',
        'Sort By Relevance for the best matches, Date for the newest, or Popularity for the most viewed and liked.',
      ],
    },
    {
      heading: 'Tips and troubleshooting',
      paragraphs: ['A few things worth knowing.'],
      bullets: [
        '‘No results found’: check the spelling, use fewer or more general words, and make sure the filters aren’t hiding the type you want.',
        'Describe what you want in plain words. Because results are ranked by meaning, “relaxing piano covers” often works better than a single keyword.',
        'Your recent searches and the interests Neural Search learns from what you open are stored in your browser on this device. They don’t follow you to other devices, and clearing your browser’s site data resets them.',
        'Search lists published posts. Finding a post doesn’t unlock it: opening one that needs a subscription or a higher plan still requires it.',
      ],
    },
  ],
  related: [
    'advanced-search-features',
    'finding-creators',
    'privacy-settings',
    'browser-compatibility',
  ],
  updatedAt: '2026-11-20',
};
