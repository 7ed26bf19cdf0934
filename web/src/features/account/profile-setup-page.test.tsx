import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth } from '../../test/test-fixtures';
import { ProfileSetupPage } from './profile-setup-page';

const CHECKOUT = '/subscription/checkout?tier=pro-subscriber';

function renderSetup(route: string) {
  const auth = makeAuth();
  const calls = stubApiRoutes({
    'PUT /auth/profile': ({ body }) =>
      jsonResponse(200, { data: { user: { ...auth.user, ...(body as object) } } }),
  });
  const view = renderFeature(<ProfileSetupPage />, { route, path: '/setup', auth });
  return { ...view, calls };
}

describe('ProfileSetupPage', () => {
  it('remembers a skip and goes on to the plan chosen at sign-up', async () => {
    const { router, calls } = renderSetup(`/setup?next=${encodeURIComponent(CHECKOUT)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(CHECKOUT),
    );
    expect(calls.at(-1)?.body).toEqual({ setupComplete: true });
  });

  it('goes home after a skip without a plan, and ignores a next path outside checkout', async () => {
    const { router } = renderSetup('/setup?next=%2F%2Fevil.example');
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
