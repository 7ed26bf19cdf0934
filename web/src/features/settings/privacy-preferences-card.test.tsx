import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { PrivacyPreferencesCard } from './privacy-preferences-card';

/** Auth as the profile update answers it: the stored account with the change applied. */
function stubProfile(user: UserDto) {
  let stored = user;
  return stubApiRoutes({
    'PUT /auth/profile': ({ body }) => {
      stored = { ...stored, ...(body as Partial<UserDto>) };
      return jsonResponse(200, { data: { user: stored }, message: 'Profile updated' });
    },
  });
}

const renderCard = (user: UserDto) =>
  renderFeature(<PrivacyPreferencesCard />, { route: '/settings', auth: makeAuth(user) });

describe('PrivacyPreferencesCard', () => {
  it('shows status and search as on by default and saves a change at once', async () => {
    const user = makeUser();
    const calls = stubProfile(user);
    renderCard(user);
    const online = await screen.findByRole('switch', { name: 'Show when I am online' });
    expect(online).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show my profile in search' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Show my subscriber count' })).toBeNull();

    await userEvent.setup({ delay: null }).click(online);

    await waitFor(() => expect(online).not.toBeChecked());
    expect(calls.filter((call) => call.path === '/auth/profile').map((call) => call.body)).toEqual([
      { showOnlineStatus: false },
    ]);
  });

  it('lets a creator show the subscriber count, hidden until chosen', async () => {
    const creator = makeUser({ role: 'creator', showInSearch: false });
    const calls = stubProfile(creator);
    renderCard(creator);
    expect(
      await screen.findByRole('switch', { name: 'Show my profile in search' }),
    ).not.toBeChecked();
    const count = screen.getByRole('switch', { name: 'Show my subscriber count' });
    expect(count).not.toBeChecked();

    await userEvent.setup({ delay: null }).click(count);

    await waitFor(() => expect(count).toBeChecked());
    expect(calls.at(-1)?.body).toEqual({ showSubscriberCount: true });
  });
});
