import { lazy } from 'react';

// The admin user screens and the public appeal page, each loaded on demand in its own chunk.

export const AdminOverviewPage = lazy(() =>
  import('./admin-overview-page').then((m) => ({ default: m.AdminOverviewPage })),
);
export const AdminUsersPage = lazy(() =>
  import('./admin-users-page').then((m) => ({ default: m.AdminUsersPage })),
);
export const AdminUserPage = lazy(() =>
  import('./admin-user-page').then((m) => ({ default: m.AdminUserPage })),
);
export const AppealPage = lazy(() =>
  import('./appeal-page').then((m) => ({ default: m.AppealPage })),
);
