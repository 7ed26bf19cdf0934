import { MESSAGES, tiersByType } from '@tessera/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireSignedIn, RequireSignedOut } from '../../app/route-guards';
import { renderRoutes } from '../../test/render-feature';
import { jsonResponse, stubApi } from '../../test/stub-api';
import { makeAuth, makePublicSettings, makeUser } from '../../test/test-fixtures';
import { RegisterPage } from './register-page';

/** Registration behind its guard, which follows the new session to profile setup. */
const REGISTER_ROUTES: RouteObject[] = [
  { element: <RequireSignedOut />, children: [{ path: '/register', element: <RegisterPage /> }] },
  { element: <RequireSignedIn />, children: [{ path: '/setup', element: <p>Profile setup</p> }] },
];

function renderRegister(route = '/register') {
  return renderRoutes(REGISTER_ROUTES, { route });
}

async function fillAccount(values: {
  username: string;
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Username'), values.username);
  await user.type(screen.getByLabelText('Display name'), values.displayName);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm password'), values.confirmPassword);
}

function createAccount() {
  const user = userEvent.setup({ delay: null });
  return user.click(screen.getByRole('button', { name: 'Create Account' }));
}

async function goToAccountStep(role: 'Creator' | 'Subscriber' = 'Subscriber') {
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(role) }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Create Your Account' });
}

describe('RegisterPage', () => {
  beforeEach(() => {
    stubApi({
      '/auth/google/config': () => jsonResponse(200, { data: { enabled: false, clientId: null } }),
    });
  });

  it('says registration is closed, instead of the form, when an admin closed it', async () => {
    stubApi({
      '/support/platform-settings': () =>
        jsonResponse(200, { data: makePublicSettings({ registrationOpen: false }) }),
    });
    renderRegister();
    expect(await screen.findByText('Registration is closed on this platform')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Choose Your Path' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('starts on Choose Your Path with Continue disabled until a role is picked', async () => {
    renderRegister();
    expect(await screen.findByRole('heading', { name: 'Choose Your Path' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    const subscriber = screen.getByRole('radio', { name: /Subscriber/ });
    expect(within(subscriber).getByText('Most Popular')).toBeInTheDocument();
    fireEvent.click(subscriber);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    for (const tier of tiersByType('subscriber')) {
      expect(screen.getByText(tier.name)).toBeInTheDocument();
    }
  });

  it('preselects the creator path from ?role=creator and shows creator facts', async () => {
    renderRegister('/register?role=creator');
    expect(await screen.findByRole('radio', { name: /Creator/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getAllByText('Platform fee')).toHaveLength(tiersByType('creator').length);
    expect(screen.getAllByText('Unlimited').length).toBeGreaterThan(0);
  });

  it('shows each field’s schema message on step 2', async () => {
    renderRegister();
    await goToAccountStep();
    await fillAccount({
      username: 'ab',
      displayName: 'A',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'different',
    });
    await createAccount();
    expect(await screen.findByText(MESSAGES.usernameMin)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.displayNameMin)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.agreeToTerms)).toBeInTheDocument();
  });

  it('Back returns to step 1 and clears the errors', async () => {
    renderRegister();
    await goToAccountStep();
    await createAccount();
    expect(await screen.findByText(MESSAGES.agreeToTerms)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose Your Path' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Create Your Account' });
    expect(screen.queryByText(MESSAGES.agreeToTerms)).toBeNull();
  });

  it('registers, signs in and opens profile setup for the new account', async () => {
    const created = makeUser({ role: 'creator', createdAt: new Date().toISOString() });
    const calls = stubApi({
      '/auth/google/config': () => jsonResponse(200, { data: { enabled: false, clientId: null } }),
      '/auth/register': () => jsonResponse(201, { data: makeAuth(created) }),
    });
    const { router } = renderRegister();
    await goToAccountStep('Creator');
    await fillAccount({
      username: 'mara_shoots',
      displayName: 'Mara Lind',
      email: 'mara@example.com',
      password: 'Str0ngPass',
      confirmPassword: 'Str0ngPass',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await createAccount();
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'));
    const register = calls.find((call) => call.path === '/auth/register');
    expect(JSON.parse(String(register?.init?.body))).toEqual({
      email: 'mara@example.com',
      username: 'mara_shoots',
      displayName: 'Mara Lind',
      password: 'Str0ngPass',
      role: 'creator',
    });
    expect(await screen.findByText('Registration Successful!')).toBeInTheDocument();
  });

  it('shows the server’s reason when registration fails', async () => {
    stubApi({
      '/auth/google/config': () => jsonResponse(200, { data: { enabled: false, clientId: null } }),
      '/auth/register': () => jsonResponse(409, { error: 'Username already taken' }),
    });
    renderRegister();
    await goToAccountStep();
    await fillAccount({
      username: 'mara',
      displayName: 'Mara',
      email: 'mara@example.com',
      password: 'Str0ngPass',
      confirmPassword: 'Str0ngPass',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await createAccount();
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Username already taken').length).toBeGreaterThan(0);
  });
});
