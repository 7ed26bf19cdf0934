import { lazy } from 'react';

// What the app may use of the help feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const HelpCentrePage = lazy(() =>
  import('./help-centre-page').then((m) => ({ default: m.HelpCentrePage })),
);
export const HelpArticlePage = lazy(() =>
  import('./help-article-page').then((m) => ({ default: m.HelpArticlePage })),
);
