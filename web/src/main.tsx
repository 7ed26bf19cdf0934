import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { appRoutes } from './app/app-routes';
import './styles/global.css';

const router = createBrowserRouter(appRoutes());
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into');

// The prerendered first screen in #root (scripts/prerender.mjs) stays up while the app renders in
// short slices: rendered in one task, it kept a phone's main thread busy for over a second. Until
// the app's screen replaces it, the copy takes no taps or focus, since its controls are not wired.
for (const copy of root.querySelectorAll('.first-paint')) copy.setAttribute('inert', '');
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
