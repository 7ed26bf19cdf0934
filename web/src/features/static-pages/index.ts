import { lazy } from 'react';

// What the app may use of the static-pages feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const StaticPageView = lazy(() =>
  import('./static-page-view').then((m) => ({ default: m.StaticPageView })),
);
