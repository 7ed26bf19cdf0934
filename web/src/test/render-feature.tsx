import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthSessionDto } from '@tessera/contracts';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { NoticeHost } from '../app/notice-host';
import { ShellDialogsProvider } from '../app/shell-dialogs';
import { SessionProvider } from '../session/session-context';
import { sessionStore } from '../session/session-store';
import { AntdTheme } from '../theme/antd-theme';
import { ThemeProvider } from '../theme/theme-provider';

interface RenderRoutesOptions {
  /** The URL the router starts at. */
  route?: string;
  /** A signed-in session to start with; signed out without one. */
  auth?: AuthSessionDto;
}

interface RenderFeatureOptions extends RenderRoutesOptions {
  /** The path pattern the feature is mounted at; the pathname of `route` unless given. */
  path?: string;
  /** Further routes the feature links or redirects to. */
  extraRoutes?: RouteObject[];
}

/** Renders routes inside the providers the app puts around every screen, without the shell. */
export function renderRoutes(
  routes: RouteObject[],
  { route = '/', auth }: RenderRoutesOptions = {},
) {
  sessionStore.clear();
  if (auth) sessionStore.start(auth, false);
  // Lazy screens suspend on first render, as they would inside the shell's boundary.
  const root: RouteObject = {
    element: (
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    ),
    children: routes,
  };
  const router = createMemoryRouter([root], { initialEntries: [route] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // Zero runtime keeps Ant Design's generated styles out of the document: jsdom matches every rule
  // on each getComputedStyle call, and accessible-name queries and user-event make those constantly.
  const view = render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <SessionProvider skipValidation>
            <ShellDialogsProvider>
              {/* As in the app, where the shell shows the notices and each screen its Ant Design. */}
              <AntdTheme>
                <RouterProvider router={router} />
              </AntdTheme>
              <NoticeHost />
            </ShellDialogsProvider>
          </SessionProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { ...view, router };
}

/** Renders one screen or component at its path, with only the routes it needs around it. */
export function renderFeature(
  feature: ReactElement,
  { route = '/', path, extraRoutes = [], auth }: RenderFeatureOptions = {},
) {
  const featurePath = path ?? new URL(route, 'http://localhost').pathname;
  return renderRoutes([{ path: featurePath, element: feature }, ...extraRoutes], { route, auth });
}
