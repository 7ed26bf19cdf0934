import { lazy } from 'react';

// What the app may use of the debug feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const AuthDebugPage = lazy(() =>
  import('./auth-debug-page').then((m) => ({ default: m.AuthDebugPage })),
);
export const TestProtectedPage = lazy(() =>
  import('./test-protected-page').then((m) => ({ default: m.TestProtectedPage })),
);
