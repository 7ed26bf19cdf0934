import { lazy } from 'react';

// The user's support tickets, loaded on demand in their own chunk.

export const MyTicketsPage = lazy(() =>
  import('./my-tickets-page').then((m) => ({ default: m.MyTicketsPage })),
);
export const TicketPage = lazy(() =>
  import('./ticket-page').then((m) => ({ default: m.TicketPage })),
);
