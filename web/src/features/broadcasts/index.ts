import { lazy } from 'react';

// What the app may use of the broadcasts feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const BroadcastsPage = lazy(() =>
  import('./broadcasts-page').then((m) => ({ default: m.BroadcastsPage })),
);
