import { lazy } from 'react';

// What the app may use of the admin feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const AdminOnlyPage = lazy(() =>
  import('./admin-only-page').then((m) => ({ default: m.AdminOnlyPage })),
);
