import { lazy } from 'react';

// The system page loads on demand, in its own chunk.

export const SystemPage = lazy(() =>
  import('./system-page').then((m) => ({ default: m.SystemPage })),
);
