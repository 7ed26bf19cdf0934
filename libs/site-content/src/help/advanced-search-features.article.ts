import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'advanced-search-features',
  title: 'Advanced search features',
  category: 'Getting started',
  summary:
    'Get more out of Neural Search: filter by result type, sort results, read the Insights tab, reuse recent searches, and search your own library and the help centre.',
  keywords: [
    'search',
    'neural search',
    'filters',
    'sort results',
    'insights',
    'recent searches',
    'find content',
    'search tips',
    'no results',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Opening Neural Search',
      paragraphs: [
        'Neural Search looks across creators, posts, tags and help articles at once. Open it with the Neural Search button in the header, on any page. The dialog has four tabs: Search, Insights, Filters and Settings. Using Neural Search covers the basics; this article covers the features that help when a simple search is not enough.',
      ],
    },
    {
      heading: 'Search smarter',
      paragraphs: [],
      bullets: [
        'Results appear as you type, a moment after you stop, so there is no need to press Enter.',
        'Describe what you want in plain words: ‘digital art tutorials’ finds more than a single word. Search also understands related terms, not only exact matches.',
        'Add the word ‘help’ when you are looking for instructions, for example ‘help subscription management’.',
        'Use the suggested queries under the search box to see the kinds of searches that work well.',
        'Your last five searches are kept under the box on this device; select one to run it again. Use the clear button to empty the search field.',
        'Each result shows a badge: Verified for verified creators, Published for posts, and Help Article for help-centre pages, plus up to three of its tags.',
      ],
    },
    {
      heading: 'Filter and sort results',
      paragraphs: [],
      steps: [
        'Run a search, then open the Filters tab.',
        'Tick the result types you want to see: creator, content, tag or help. Untick the rest.',
        'Choose how to sort: Relevance (best match first), Date (newest first) or Popularity.',
        'Go back to the Search tab to see the filtered list. Select a result to open it; the dialog closes.',
      ],
    },
    {
      heading: 'Understand why a result appears',
      paragraphs: [
        'The Insights tab explains the results of your current search. Choose Show Details to see, for each match, a confidence and relevance score, a short explanation of why it matched (for example matching keywords or a related topic), the personalisation factors that played a part, and a line on why it is recommended. Choose Hide Details to collapse it again. Personalisation is based on what you search for and open on this device.',
      ],
    },
    {
      heading: 'Other places to search',
      paragraphs: [],
      bullets: [
        'Help centre (/help): the search box filters every help article instantly by title, summary and text, grouped by category.',
        'Your content library (/content/manage, for creators): search titles, descriptions and tags, and combine it with filters for type, category, status, privacy level and tags.',
        'Explore (/explore): browse creators and trending posts when you do not yet know what to search for.',
      ],
    },
    {
      heading: 'When there are no results',
      paragraphs: [
        'If you see ‘No results found for …’, check the spelling, use fewer or more general words, and make sure the Filters tab has not hidden the type of result you want. Private posts never appear in search results. If a help topic is missing, tell us at support@tessera.example.',
      ],
    },
  ],
  related: ['neural-search', 'finding-creators', 'upload-organize-content', 'privacy-settings'],
  updatedAt: '2026-11-20',
};
