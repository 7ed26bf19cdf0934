import { lazy } from 'react';

/** Screens loaded on demand so the landing and sign-in screens stay light. */
export const HelpCentrePage = lazy(() =>
  import('../features/help/help-centre-page').then((m) => ({ default: m.HelpCentrePage })),
);
export const HelpArticlePage = lazy(() =>
  import('../features/help/help-article-page').then((m) => ({ default: m.HelpArticlePage })),
);
export const StaticPageView = lazy(() =>
  import('../features/static-pages/static-page-view').then((m) => ({ default: m.StaticPageView })),
);
export const RegisterPage = lazy(() =>
  import('../features/register/register-page').then((m) => ({ default: m.RegisterPage })),
);
export const AuthDebugPage = lazy(() =>
  import('../features/debug/auth-debug-page').then((m) => ({ default: m.AuthDebugPage })),
);
export const TestProtectedPage = lazy(() =>
  import('../features/debug/test-protected-page').then((m) => ({ default: m.TestProtectedPage })),
);
export const ProfilePage = lazy(() =>
  import('../features/account/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const ProfileSetupPage = lazy(() =>
  import('../features/account/profile-setup-page').then((m) => ({ default: m.ProfileSetupPage })),
);
export const NeuralSearchDialog = lazy(() =>
  import('../features/search/neural-search-dialog').then((m) => ({
    default: m.NeuralSearchDialog,
  })),
);
