import { lazy } from 'react';

// What the app may use of the messages feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const MessagesPage = lazy(() =>
  import('./messages-page').then((m) => ({ default: m.MessagesPage })),
);
