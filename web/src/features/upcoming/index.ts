import { lazy } from 'react';

// What the app may use of the upcoming feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export type { UpcomingScreenKey } from './upcoming-screens';

export const UpcomingScreenPage = lazy(() =>
  import('./upcoming-screen-page').then((m) => ({
    default: m.UpcomingScreenPage,
  })),
);
