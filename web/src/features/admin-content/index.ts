import { lazy } from 'react';

// The moderation queue, loaded on demand in its own chunk.

export const ModerationQueuePage = lazy(() =>
  import('./moderation-queue-page').then((m) => ({ default: m.ModerationQueuePage })),
);
