import { MESSAGES, tiersByType } from '@tessera/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { jsonResponse, renderApp, stubApi } from '../../test/render-app';

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

  it('starts on Choose Your Path with Continue disabled until a role is picked', async () => {
    renderApp({ route: '/register' });
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
    renderApp({ route: '/register?role=creator' });
    expect(await screen.findByRole('radio', { name: /Creator/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getAllByText('Platform fee')).toHaveLength(tiersByType('creator').length);
    expect(screen.getAllByText('Unlimited').length).toBeGreaterThan(0);
  });

  it('shows each field’s schema message on step 2', async () => {
    renderApp({ route: '/register' });
    await goToAccountStep();
    await userEvent.type(screen.getByLabelText('Username'), 'ab');
    await userEvent.type(screen.getByLabelText('Display name'), 'A');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MESSAGES.usernameMin)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.displayNameMin)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.agreeToTerms)).toBeInTheDocument();
  });

  it('Back returns to step 1 and clears the errors', async () => {
    renderApp({ route: '/register' });
    await goToAccountStep();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
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
    const { router } = renderApp({ route: '/register' });
    await goToAccountStep('Creator');
    await userEvent.type(screen.getByLabelText('Username'), 'mara_shoots');
    await userEvent.type(screen.getByLabelText('Display name'), 'Mara Lind');
    await userEvent.type(screen.getByLabelText('Email'), 'mara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Str0ngPass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Str0ngPass');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
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
    renderApp({ route: '/register' });
    await goToAccountStep();
    await userEvent.type(screen.getByLabelText('Username'), 'mara');
    await userEvent.type(screen.getByLabelText('Display name'), 'Mara');
    await userEvent.type(screen.getByLabelText('Email'), 'mara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Str0ngPass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Str0ngPass');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Username already taken').length).toBeGreaterThan(0);
  });
});
