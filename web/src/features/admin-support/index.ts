import { lazy } from 'react';

// The support desk, loaded on demand in its own chunk.

export const SupportQueuePage = lazy(() =>
  import('./support-queue-page').then((m) => ({ default: m.SupportQueuePage })),
);
export const AdminTicketPage = lazy(() =>
  import('./admin-ticket-page').then((m) => ({ default: m.AdminTicketPage })),
);
