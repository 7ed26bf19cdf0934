import { lazy } from 'react';

// What the app may use of the cookie-consent feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const CookieConsent = lazy(() =>
  import('./cookie-consent').then((m) => ({ default: m.CookieConsent })),
);
