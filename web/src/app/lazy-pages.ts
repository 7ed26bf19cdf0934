import { lazy } from 'react';

/*
 * Parts of the shell that load on demand (the phone menu, the signed-in sidebar); each feature's
 * index declares its own screens and dialogs the same way, so a visitor downloads the code and the
 * Ant Design components of what is in front of them, not of the whole app.
 */

export const AppSidebar = lazy(() =>
  import('../components/layout/app-sidebar').then((m) => ({ default: m.AppSidebar })),
);
export const MobileTabBar = lazy(() =>
  import('../components/layout/mobile-tab-bar').then((m) => ({ default: m.MobileTabBar })),
);
export const MobileNavDrawer = lazy(() =>
  import('../components/layout/mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })),
);
