import { lazy } from 'react';

// The payments screen loads on demand, in its own chunk.

export const AdminPaymentsPage = lazy(() =>
  import('./admin-payments-page').then((m) => ({ default: m.AdminPaymentsPage })),
);
