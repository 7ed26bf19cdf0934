export * from './content-types';
export { sectionsText } from './content-text';
export { resolveContentTokens } from './resolve-content-tokens';
export { HELP_ARTICLES } from './help';
export { STATIC_PAGES } from './pages';
export { SEARCHABLE_SCREENS, type SitePage } from './site-pages';
