import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { appRoutes } from './app/app-routes';
import './styles/global.css';

const router = createBrowserRouter(appRoutes());
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into');

// Synchronously: the prerendered first screen in #root (scripts/prerender.mjs) is replaced while
// this script runs, before the page reports loaded, so no click lands on its inert copy.
flushSync(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
