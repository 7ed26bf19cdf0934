import { lazy } from 'react';

// What the app may use of the register feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const RegisterPage = lazy(() =>
  import('./register-page').then((m) => ({ default: m.RegisterPage })),
);
