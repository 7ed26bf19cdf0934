import {
  DEFAULT_PLATFORM_SETTINGS,
  type PlatformSettings,
  type PlatformSettingsDocument,
} from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenRoutes } from '../../app/app-routes';
import { renderRoutes } from '../../test/render-feature';
import { type ApiCall, jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));

let stored: PlatformSettingsDocument;
let calls: ApiCall[];

beforeEach(() => {
  stored = {
    settings: DEFAULT_PLATFORM_SETTINGS,
    version: 3,
    changedAt: '2026-11-20T10:00:00.000Z',
    changedBy: 'admin-7',
  };
  calls = stubApiRoutes({
    'GET /admin/settings': () => jsonResponse(200, { data: stored }),
    'PUT /admin/settings': (call) => {
      const patch = call.body as Partial<PlatformSettings>;
      stored = {
        settings: {
          ...stored.settings,
          features: { ...stored.settings.features, ...patch.features },
        },
        version: stored.version + 1,
        changedAt: '2026-11-27T10:00:00.000Z',
        changedBy: 'admin-1',
      };
      return jsonResponse(200, { data: stored });
    },
  });
});

describe('SettingsPage', { timeout: 60_000 }, () => {
  it('shows the settings by group, with who changed them last', async () => {
    renderRoutes(screenRoutes(), { route: '/admin/settings', auth: admin });
    expect(await screen.findByText(/Version 3, last changed .* by admin-7/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Tips' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Live streaming' })).not.toBeChecked();
    expect(screen.getByLabelText('Largest upload')).toHaveValue('100');
  });

  it('confirms the changes it will make, then saves only those', async () => {
    renderRoutes(screenRoutes(), { route: '/admin/settings', auth: admin });
    fireEvent.click(await screen.findByRole('switch', { name: 'Tips' }));
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));

    const changes = await screen.findByRole('table', { name: 'Settings to change' });
    const row = within(changes).getByText('features.tipsEnabled').closest('tr') as HTMLElement;
    expect(within(row).getByText('On')).toBeInTheDocument();
    expect(within(row).getByText('Off')).toBeInTheDocument();
    expect(within(changes).getAllByRole('row')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        features: { tipsEnabled: false },
      }),
    );
    expect(await screen.findByText(/Version 4/)).toBeInTheDocument();
  });

  it('requires verification before publishing only once an admin turns it on', async () => {
    renderRoutes(screenRoutes(), { route: '/admin/settings', auth: admin });
    const verifiedOnly = await screen.findByRole('switch', {
      name: 'Verified creators only publish',
    });
    expect(verifiedOnly).not.toBeChecked();
    fireEvent.click(verifiedOnly);
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    await screen.findByRole('table', { name: 'Settings to change' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        content: { verificationRequiredToPublish: true },
      }),
    );
  });

  it('says so when nothing has changed, and sends nothing', async () => {
    renderRoutes(screenRoutes(), { route: '/admin/settings', auth: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Review changes' }));
    expect(await screen.findByText('Nothing has changed')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
