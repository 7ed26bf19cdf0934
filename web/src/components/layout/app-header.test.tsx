import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { stubApi } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { AppHeader } from './app-header';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

/** The signed-in tools load with Ant Design after the header's first paint. */
async function openAccountMenu() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
}

describe('AppHeader', () => {
  beforeEach(() => {
    stubApi({});
  });

  it('offers Log in and Sign up to visitors', () => {
    renderFeature(<AppHeader />, { route: '/forgot-password' });
    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home']);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('shows Feed, Explore and Messages to subscribers, without creator tools', async () => {
    renderFeature(<AppHeader />, { route: '/dashboard', auth: makeAuth() });
    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Feed', 'Explore', 'Messages']);
    await openAccountMenu();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Upload/ })).toBeNull();
    expect(await screen.findByRole('menuitem', { name: /Profile/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Creator Studio/ })).not.toBeInTheDocument();
  });

  it('gives creators the Upload button and Creator Studio', async () => {
    renderFeature(<AppHeader />, {
      route: '/dashboard',
      auth: makeAuth(makeUser({ role: 'creator' })),
    });
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: /Upload/ })).toHaveAttribute(
      'href',
      '/content/upload',
    );
    await openAccountMenu();
    expect(await screen.findByRole('menuitem', { name: /Creator Studio/ })).toBeInTheDocument();
  });

  it('marks the active link, including -v3 variants', () => {
    renderFeature(<AppHeader />, { route: '/explore-v3', auth: makeAuth() });
    expect(mainNav().getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(mainNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
