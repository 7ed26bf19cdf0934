import { lazy } from 'react';

// What the app may use of the notifications feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const NotificationsPage = lazy(() =>
  import('./notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
/** The header's bell, with the socket that keeps it live, loaded after the first paint. */
export const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
