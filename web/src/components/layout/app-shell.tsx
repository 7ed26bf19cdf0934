import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AntdScope, AppSidebar, MobileTabBar } from '../../app/lazy-pages';
import { useIsDesktop, useIsPhone } from '../../lib/use-media-query';
import { useSession } from '../../session/session-context';
import { PageSpinner } from '../feedback/page-spinner';
import { AppFooter, FOOTER_HIDDEN_PATHS } from './app-footer';
import { AppHeader } from './app-header';
import { ScrollProgressBar } from './scroll-progress-bar';

/** Paths where the sidebar would crowd a marketing or sign-in layout. */
const SIDEBAR_HIDDEN_PATHS = ['/', '/login', '/register', '/about', '/how-it-works'];

function normalisePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** Header, sidebar, footer and the shell-wide dialogs around every routed screen. */
export function AppShell({ overlays }: { overlays?: ReactNode }) {
  const { pathname } = useLocation();
  const { user, pendingDestination, clearPendingDestination } = useSession();
  const isDesktop = useIsDesktop();
  const isPhone = useIsPhone();
  const showTabBar = Boolean(user) && isPhone;
  const path = normalisePath(pathname);
  const showSidebar = Boolean(user) && isDesktop && !SIDEBAR_HIDDEN_PATHS.includes(path);
  const showFooter = !FOOTER_HIDDEN_PATHS.includes(path);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    // Once a sign-in has arrived where it was heading, later visits get the default redirect.
    if (pendingDestination && pendingDestination.split('?')[0] === pathname) {
      clearPendingDestination();
    }
  }, [pathname, pendingDestination, clearPendingDestination]);

  return (
    <div className={showTabBar ? 'app-shell app-shell--with-tab-bar' : 'app-shell'}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <ScrollProgressBar />
      <AppHeader />
      <div className={showSidebar ? 'app-body app-body--with-sidebar' : 'app-body'}>
        {showSidebar && (
          <Suspense fallback={<div className="app-sidebar" />}>
            <AntdScope>
              <AppSidebar />
            </AntdScope>
          </Suspense>
        )}
        <main id="main-content" className="app-main" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {showFooter && <AppFooter />}
      {showTabBar && (
        <Suspense fallback={<div className="mobile-tab-bar" />}>
          <AntdScope>
            <MobileTabBar />
          </AntdScope>
        </Suspense>
      )}
      {overlays}
    </div>
  );
}
