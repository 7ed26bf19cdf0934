import { lazy } from 'react';

// The settings screen loads on demand, in its own chunk.

export const SettingsPage = lazy(() =>
  import('./settings-page').then((m) => ({ default: m.SettingsPage })),
);
