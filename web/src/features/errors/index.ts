import { lazy } from 'react';

// What the app may use of the errors feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const NotFoundPage = lazy(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
