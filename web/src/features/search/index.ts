import { lazy } from 'react';

// What the app may use of the search feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const NeuralSearchDialog = lazy(() =>
  import('./neural-search-dialog').then((m) => ({
    default: m.NeuralSearchDialog,
  })),
);
