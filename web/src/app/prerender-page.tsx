import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { appRoutes } from './app-routes';

/**
 * A public page's markup as a signed-out visitor's first screen shows it, before any data has
 * arrived. The build (scripts/prerender.mjs) renders it in a DOM emulation and puts it into
 * index.html, so the page paints before its JavaScript has loaded; the app replaces it on start.
 */
export function renderPublicPage(path: string): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  flushSync(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  const html = container.innerHTML;
  root.unmount();
  return html;
}
