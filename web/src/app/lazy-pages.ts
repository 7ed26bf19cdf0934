import { lazy } from 'react';

/*
 * Parts of the shell that load on demand (the phone menu, the signed-in sidebar and header tools);
 * each feature's index declares its own screens and dialogs the same way, so a visitor downloads
 * the code and the Ant Design components of what is in front of them, not of the whole app.
 */

/**
 * Ant Design's theme around a part that renders its components: the landing and sign-in pages,
 * the header, footer and cookie banner render without it, so a visitor's first load carries none
 * of Ant Design, which arrives with the first part that needs it.
 */
export const AntdScope = lazy(() =>
  import('../theme/antd-theme').then((m) => ({ default: m.AntdTheme })),
);
export const NoticeHost = lazy(() =>
  import('./notice-host').then((m) => ({ default: m.NoticeHost })),
);
export const AppSidebar = lazy(() =>
  import('../components/layout/app-sidebar').then((m) => ({ default: m.AppSidebar })),
);
export const MobileTabBar = lazy(() =>
  import('../components/layout/mobile-tab-bar').then((m) => ({ default: m.MobileTabBar })),
);
export const MobileNavDrawer = lazy(() =>
  import('../components/layout/mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })),
);
export const SignedInHeaderActions = lazy(() =>
  import('../components/layout/signed-in-header-actions').then((m) => ({
    default: m.SignedInHeaderActions,
  })),
);
