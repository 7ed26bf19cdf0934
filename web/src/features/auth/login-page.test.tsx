import { MESSAGES } from '@tessera/rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireSignedIn, RequireSignedOut } from '../../app/route-guards';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { renderRoutes } from '../../test/render-feature';
import { jsonResponse, stubApi } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { LoginPage } from './login-page';

const googleOff = () => jsonResponse(200, { data: { enabled: false, clientId: null } });

/** The sign-in page behind its guard, which follows a sign-in to where it asked to go. */
const LOGIN_ROUTES: RouteObject[] = [
  { element: <RequireSignedOut />, children: [{ path: '/login', element: <LoginPage /> }] },
  {
    element: <RequireSignedIn />,
    children: [
      { path: '/test-protected', element: <p>Protected page</p> },
      { path: '/creator-dashboard', element: <p>Creator Studio</p> },
    ],
  },
];

function renderLogin(route = '/login') {
  return renderRoutes(LOGIN_ROUTES, { route });
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    stubApi({ '/auth/google/config': googleOff });
  });

  it('validates with the login schema messages', async () => {
    renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    await fillAndSubmit('nope', '123');
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.loginPasswordMin)).toBeInTheDocument();
  });

  it('shows and hides the password with a real button', async () => {
    renderLogin();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('shows the server error under Sign In Failed', async () => {
    stubApi({
      '/auth/google/config': googleOff,
      '/auth/login': () => jsonResponse(401, { error: 'Invalid email or password' }),
    });
    renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    await fillAndSubmit('mara@example.com', 'secret1');
    expect(await screen.findByText('Sign In Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Invalid email or password').length).toBeGreaterThan(0);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('signs in and goes to the page the visitor wanted', async () => {
    stubApi({
      '/auth/google/config': googleOff,
      '/auth/login': () => jsonResponse(200, { data: makeAuth() }),
    });
    const { router } = renderLogin('/test-protected');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    await fillAndSubmit('mara@example.com', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-protected'));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it('sends creators to Creator Studio and remembers the device when asked', async () => {
    stubApi({
      '/auth/google/config': googleOff,
      '/auth/login': () => jsonResponse(200, { data: makeAuth(makeUser({ role: 'creator' })) }),
      '/auth/devices': () =>
        jsonResponse(201, { data: { deviceToken: 'device-1', expiresAt: '2030-01-01T00:00:00Z' } }),
    });
    const { router } = renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit('mara@example.com', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator-dashboard'));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.quickSignIn) ?? '{}')).toMatchObject({
        email: 'mara@example.com',
        deviceToken: 'device-1',
      }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.quickSignIn)).not.toContain('secret1');
  });

  it('offers quick sign-in for a remembered device, and Dismiss forgets it', async () => {
    localStorage.setItem(
      STORAGE_KEYS.quickSignIn,
      JSON.stringify({
        email: 'mara@example.com',
        lastUsed: '2025-05-01T10:00:00Z',
        deviceToken: 'd-1',
      }),
    );
    const calls = stubApi({
      '/auth/google/config': googleOff,
      '/auth/devices/revoke': () => jsonResponse(200, { data: null }),
    });
    renderLogin();
    expect(await screen.findByText('mara@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in automatically' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('mara@example.com')).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.quickSignIn)).toBeNull();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/auth/devices/revoke')).toBe(true),
    );
  });

  it('asks for a code when two-factor sign-in is on, then signs in with it', async () => {
    const calls = stubApi({
      '/auth/google/config': googleOff,
      '/auth/login': () =>
        jsonResponse(200, { data: { twoFactorRequired: true, challengeToken: 'challenge-1' } }),
      '/auth/2fa/verify': (init) =>
        JSON.parse(String(init?.body)).code === '123456'
          ? jsonResponse(200, { data: makeAuth() })
          : jsonResponse(401, { error: 'That code is not right.' }),
    });
    const { router } = renderLogin('/test-protected');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    await fillAndSubmit('mara@example.com', 'secret1');

    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-protected'));
    const verify = calls.filter((call) => call.path === '/auth/2fa/verify').at(-1);
    expect(JSON.parse(String(verify?.init?.body))).toEqual({
      challengeToken: 'challenge-1',
      code: '123456',
    });
  });

  it('takes a recovery code instead of an app code', async () => {
    const calls = stubApi({
      '/auth/google/config': googleOff,
      '/auth/login': () =>
        jsonResponse(200, { data: { twoFactorRequired: true, challengeToken: 'challenge-2' } }),
      '/auth/2fa/verify': () => jsonResponse(200, { data: makeAuth() }),
    });
    const { router } = renderLogin('/test-protected');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    await fillAndSubmit('mara@example.com', 'secret1');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-protected'));
    const verify = calls.find((call) => call.path === '/auth/2fa/verify');
    expect(JSON.parse(String(verify?.init?.body))).toEqual({
      challengeToken: 'challenge-2',
      recoveryCode: 'abcde-fghjk',
    });
  });

  it('explains a failed Google redirect and links to the diagnostics', async () => {
    renderLogin('/login?error=oauth_failed');
    expect(await screen.findByText('Google sign-in failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the sign-in diagnostics' })).toHaveAttribute(
      'href',
      '/auth/debug',
    );
  });
});
