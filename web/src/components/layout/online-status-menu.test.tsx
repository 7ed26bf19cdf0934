import type { PresenceStatusDto } from '@tessera/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { type ApiCall, jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { ProfileMenu } from './profile-menu';

const user = makeUser({ id: 'user-1' });

function record(status: PresenceStatusDto['status']): PresenceStatusDto {
  const now = new Date().toISOString();
  return { userId: user.id, status, lastSeen: now, lastActivity: now };
}

/** The presence API with the user's status as the server keeps it. */
function stubPresence(
  initial: PresenceStatusDto['status'],
  setStatus?: (call: ApiCall) => Response,
) {
  let current = initial;
  return stubApiRoutes({
    'GET /online-status/status/user-1': () => jsonResponse(200, { data: record(current) }),
    'POST /online-status/heartbeat': () => jsonResponse(200, { data: record(current) }),
    'POST /online-status/set-status': (call) => {
      if (setStatus) return setStatus(call);
      current = (call.body as { status: PresenceStatusDto['status'] }).status;
      return jsonResponse(200, { data: record(current) });
    },
  });
}

function renderMenu() {
  renderFeature(<ProfileMenu user={user} />, { route: '/dashboard', auth: makeAuth(user) });
}

async function openMenu() {
  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('button', { name: /^Account menu/ }));
}

describe('the online status selector', () => {
  it('shows the current status on the avatar and ticks it in the menu', async () => {
    stubPresence('AWAY');
    renderMenu();
    expect(await screen.findByLabelText('Status: Away')).toBeInTheDocument();
    await openMenu();
    const away = await screen.findByRole('menuitem', { name: /Away/ });
    expect(within(away).getByLabelText('Current status')).toBeInTheDocument();
    expect(
      within(screen.getByRole('menuitem', { name: /Online/ })).queryByLabelText('Current status'),
    ).toBeNull();
    expect(screen.getByRole('menuitem', { name: /Busy/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Offline/ })).toBeInTheDocument();
  });

  it('sets the picked status on the server and shows it', async () => {
    const calls = stubPresence('ONLINE');
    renderMenu();
    expect(await screen.findByLabelText('Status: Online')).toBeInTheDocument();
    await openMenu();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('menuitem', { name: /Busy/ }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/online-status/set-status')).toEqual([
        expect.objectContaining({ method: 'POST', body: { status: 'BUSY' } }),
      ]),
    );
    expect(await screen.findByLabelText('Status: Busy')).toBeInTheDocument();
  });

  it('says so when the status could not be set, keeping the one shown', async () => {
    stubPresence('ONLINE', () => jsonResponse(503, { error: 'Service unavailable' }));
    renderMenu();
    expect(await screen.findByLabelText('Status: Online')).toBeInTheDocument();
    await openMenu();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('menuitem', { name: /Away/ }));
    expect(await screen.findByText('Status not changed')).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Online')).toBeInTheDocument();
  });

  it('sends a heartbeat at once and every 5 minutes while signed in', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = stubPresence('ONLINE');
    renderMenu();
    const beats = () => calls.filter((call) => call.path === '/online-status/heartbeat').length;
    await waitFor(() => expect(beats()).toBe(1));
    act(() => vi.advanceTimersByTime(5 * 60_000));
    await waitFor(() => expect(beats()).toBe(2));
  });
});
