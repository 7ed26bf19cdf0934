import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAuth, makeUser } from '../test/test-fixtures';
import { renderApp, stubApi } from '../test/render-app';

describe('route guards', () => {
  beforeEach(() => {
    stubApi({});
  });

  it('sends signed-out visitors from a signed-in page to /login, remembering the target', async () => {
    const { router } = renderApp({ route: '/dashboard?tab=x' });
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard', search: '?tab=x', hash: '' },
    });
  });

  it('sends signed-in people away from the landing, login and register pages', async () => {
    for (const route of ['/', '/login', '/register']) {
      const { router, unmount } = renderApp({ route, auth: makeAuth() });
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      unmount();
    }
  });

  it('lets signed-in people into protected pages', async () => {
    renderApp({ route: '/test-protected', auth: makeAuth(makeUser({ role: 'creator' })) });
    expect(await screen.findByText('The route guard let you in')).toBeInTheDocument();
    expect(screen.getByText('Access token expires')).toBeInTheDocument();
    expect(screen.queryByText('access-token')).not.toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByText('404 - Page Not Found')).toBeInTheDocument();
  });

  it('routes the cookie banner legal links to the policy pages', async () => {
    const { router } = renderApp({ route: '/legal/cookie-policy' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cookies'));
  });
});
