import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthSessionDto } from '@tessera/contracts';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { appRoutes } from '../app/app-routes';
import { ShellDialogsProvider } from '../app/shell-dialogs';
import { SessionProvider } from '../session/session-context';
import { sessionStore } from '../session/session-store';
import { ThemeProvider } from '../theme/theme-provider';

interface RenderAppOptions {
  route?: string;
  auth?: AuthSessionDto;
  routes?: RouteObject[];
}

/** Renders routes inside every provider the real app uses, with an optional signed-in session. */
export function renderApp({ route = '/', auth, routes = appRoutes() }: RenderAppOptions = {}) {
  sessionStore.clear();
  if (auth) sessionStore.start(auth, false);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider skipValidation>
          <ShellDialogsProvider>
            <RouterProvider router={router} />
          </ShellDialogsProvider>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** A fetch stand-in answering by path; unknown paths answer 404. */
export function stubApi(handlers: Record<string, (init?: RequestInit) => Response>) {
  const calls: { path: string; init?: RequestInit }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    calls.push({ path, init });
    const handler = handlers[path];
    return handler ? handler(init) : jsonResponse(404, { error: 'Not found' });
  };
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
