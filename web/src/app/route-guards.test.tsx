import type { AuthSessionDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render-feature';
import { stubApi } from '../test/stub-api';
import { makeAuth, makeUser } from '../test/test-fixtures';
import { useSession } from '../session/session-context';
import { screenRoutes } from './app-routes';
import { RequireSignedIn, RequireSignedOut } from './route-guards';

function SignOutButton() {
  const { signOut } = useSession();
  return <button onClick={() => signOut('/')}>Sign out here</button>;
}

/** The app's own route table, without the shell around it. */
function renderScreens(route: string, auth?: AuthSessionDto) {
  return renderRoutes(screenRoutes(), { route, auth });
}

describe('route guards', () => {
  beforeEach(() => {
    stubApi({});
  });

  it('sends signed-out visitors from a signed-in page to /login, remembering the target', async () => {
    const { router } = renderScreens('/dashboard?tab=x');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard', search: '?tab=x', hash: '' },
    });
  });

  it('sends signed-in people away from the landing, login and register pages', async () => {
    for (const route of ['/', '/login', '/register']) {
      const { router, unmount } = renderScreens(route, makeAuth());
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      unmount();
    }
  });

  it('lets signed-in people into protected pages', async () => {
    renderScreens('/test-protected', makeAuth(makeUser({ role: 'creator' })));
    expect(await screen.findByText('The route guard let you in')).toBeInTheDocument();
    expect(screen.getByText('Access token expires')).toBeInTheDocument();
    expect(screen.queryByText('access-token')).not.toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths', async () => {
    renderScreens('/no/such/page');
    expect(await screen.findByText('404 - Page Not Found')).toBeInTheDocument();
  });

  it('routes the cookie banner legal links to the policy pages', async () => {
    const { router } = renderScreens('/legal/cookie-policy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cookies'));
  });

  it('takes someone who signs out on a signed-in page to where the sign-out said, then forgets it', async () => {
    const { router } = renderRoutes(
      [
        {
          element: <RequireSignedIn />,
          children: [{ path: '/inbox', element: <SignOutButton /> }],
        },
        {
          element: <RequireSignedOut />,
          children: [{ path: '/', element: <p>Landing</p> }],
        },
        { path: '/login', element: <p>Sign in</p> },
      ],
      { route: '/inbox', auth: makeAuth() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out here' }));
    expect(await screen.findByText('Landing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // Spent on arrival: a signed-in page visited later asks to sign in again.
    await router.navigate('/inbox');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
