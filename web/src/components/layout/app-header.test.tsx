import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { renderApp, stubApi } from '../../test/render-app';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('AppHeader', () => {
  beforeEach(() => {
    stubApi({});
  });

  it('offers Log in and Sign up to visitors', async () => {
    renderApp({ route: '/forgot-password' });
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home']);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('shows Feed, Explore and Messages to subscribers, without creator tools', async () => {
    renderApp({ route: '/dashboard', auth: makeAuth() });
    await screen.findByRole('heading', { name: /Welcome, Mara Lind/ });
    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Feed', 'Explore', 'Messages']);
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Upload/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: /Profile/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Creator Studio/ })).not.toBeInTheDocument();
  });

  it('gives creators the Upload button and Creator Studio', async () => {
    renderApp({ route: '/dashboard', auth: makeAuth(makeUser({ role: 'creator' })) });
    await screen.findByRole('heading', { name: /Welcome, Mara Lind/ });
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: /Upload/ })).toHaveAttribute('href', '/content/upload');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: /Creator Studio/ })).toBeInTheDocument();
  });

  it('marks the active link, including -v3 variants', async () => {
    renderApp({ route: '/explore-v3', auth: makeAuth() });
    await screen.findByRole('heading', { name: 'Explore creators' });
    expect(mainNav().getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(mainNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
