import { lazy } from 'react';

// What the app may use of the account feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const DashboardPage = lazy(() =>
  import('./dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const ProfilePage = lazy(() =>
  import('./profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const ProfileSetupPage = lazy(() =>
  import('./profile-setup-page').then((m) => ({ default: m.ProfileSetupPage })),
);
