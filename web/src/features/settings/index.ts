import { lazy } from 'react';

// The settings pages load on demand, in chunks of their own (with the QR code library).

export const AccountSettingsPage = lazy(() =>
  import('./settings-page').then((m) => ({ default: m.AccountSettingsPage })),
);
export const ConfirmEmailChangePage = lazy(() =>
  import('./confirm-email-page').then((m) => ({ default: m.ConfirmEmailChangePage })),
);
