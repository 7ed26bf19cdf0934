import { lazy } from 'react';

// What the app may use of the admin-verification feature. Its screen loads on demand, in its own
// chunk, so a visitor downloads only what is in front of them.

export const VerificationQueuePage = lazy(() =>
  import('./verification-queue-page').then((m) => ({ default: m.VerificationQueuePage })),
);
