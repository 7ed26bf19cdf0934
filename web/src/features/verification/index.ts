import { lazy } from 'react';

// What the app may use of the verification feature. Its screen loads on demand, in its own chunk,
// so a visitor downloads only what is in front of them.

export const VerificationSettingsPage = lazy(() =>
  import('./verification-settings-page').then((m) => ({ default: m.VerificationSettingsPage })),
);
