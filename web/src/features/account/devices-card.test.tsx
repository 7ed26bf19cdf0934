import type { RememberedDeviceSummaryDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth } from '../../test/test-fixtures';
import { loadSavedDevice, saveDevice } from '../auth/quick-sign-in-storage';
import { DevicesCard } from './devices-card';

const laptop: RememberedDeviceSummaryDto = {
  id: 'device-laptop',
  label: 'Firefox on Windows',
  createdAt: '2025-03-01T10:00:00.000Z',
  lastUsedAt: '2025-03-09T18:30:00.000Z',
  expiresAt: '2025-03-31T10:00:00.000Z',
  ipAddress: '203.0.113.7',
};
const phone: RememberedDeviceSummaryDto = {
  id: 'device-phone',
  label: 'Safari on iPhone',
  createdAt: '2025-02-20T08:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2025-03-22T08:00:00.000Z',
  ipAddress: null,
};

let remembered: RememberedDeviceSummaryDto[];
let calls: ApiCall[];

function stubDevicesApi(forgetStatus = 200) {
  remembered = [laptop, phone];
  const forget = (call: ApiCall) => {
    if (forgetStatus !== 200) return jsonResponse(forgetStatus, { error: 'Device not found' });
    const id = call.path.split('/').at(-1);
    remembered = remembered.filter((device) => device.id !== id);
    return jsonResponse(200, { data: null, message: 'This device is no longer remembered' });
  };
  calls = stubApiRoutes({
    'GET /auth/devices': () => jsonResponse(200, { data: { devices: remembered } }),
    'DELETE /auth/devices/device-laptop': forget,
    'DELETE /auth/devices/device-phone': forget,
  });
}

const renderCard = () => renderFeature(<DevicesCard />, { route: '/profile', auth: makeAuth() });

describe('DevicesCard', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('lists each remembered device with when and where it was used', async () => {
    stubDevicesApi();
    renderCard();

    const list = await screen.findByRole('list', { name: 'Remembered devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Firefox on Windows',
      'Safari on iPhone',
    ]);
    expect(within(rows[0]).getByText(/last used .* from 203\.0\.113\.7/)).toBeInTheDocument();
    expect(within(rows[1]).getByText(/not used since/)).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/ from /)).toBeNull();
  });

  it('marks this browser, and forgets its saved token when it is revoked', async () => {
    stubDevicesApi();
    saveDevice({
      email: 'mara@example.com',
      lastUsed: '2025-03-09T18:30:00.000Z',
      deviceToken: 'device-laptop.secret-part',
    });
    renderCard();

    const laptopRow = await screen.findByRole('listitem', { name: 'Firefox on Windows' });
    expect(within(laptopRow).getByText('This browser')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Safari on iPhone' })).queryByText(
        'This browser',
      ),
    ).toBeNull();

    fireEvent.click(within(laptopRow).getByRole('button', { name: 'Revoke Firefox on Windows' }));

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Firefox on Windows' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: '/auth/devices/device-laptop' }),
    ]);
    expect(loadSavedDevice()).toBeNull();
    expect(await screen.findByText('Device revoked')).toBeInTheDocument();
  });

  it('keeps the device listed and says so when the revocation fails', async () => {
    stubDevicesApi(404);
    renderCard();

    const phoneRow = await screen.findByRole('listitem', { name: 'Safari on iPhone' });
    fireEvent.click(within(phoneRow).getByRole('button', { name: 'Revoke Safari on iPhone' }));

    expect(await screen.findByText('The device could not be revoked')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Safari on iPhone' })).toBeInTheDocument();
  });

  it('says when no device is remembered', async () => {
    stubDevicesApi();
    remembered = [];
    renderCard();

    expect(await screen.findByText(/No remembered devices/)).toBeInTheDocument();
  });
});
