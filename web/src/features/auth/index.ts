import { lazy } from 'react';

// What the app may use of the auth feature. The sign-in page is bundled with the entry, so
// `/login` paints from the first load; the other screens load on demand, each in its own chunk,
// so a visitor downloads only what is in front of them.

export { LoginPage } from './login-page';
export const AuthCallbackPage = lazy(() =>
  import('./auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('./forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import('./reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const VerifyEmailPage = lazy(() =>
  import('./verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
