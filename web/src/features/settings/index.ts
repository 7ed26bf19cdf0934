import { lazy } from 'react';

// The settings page loads on demand, in its own chunk with the QR code library it uses.

export const AccountSettingsPage = lazy(() =>
  import('./settings-page').then((m) => ({ default: m.AccountSettingsPage })),
);
