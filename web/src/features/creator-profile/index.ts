import { lazy } from 'react';

// What the app may use of the creator-profile feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const CreatorProfilePage = lazy(() =>
  import('./creator-profile-page').then((m) => ({
    default: m.CreatorProfilePage,
  })),
);
