import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { type ApiCall, jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth } from '../../test/test-fixtures';
import { AccountSettingsPage } from '.';

const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
const SESSIONS = [
  {
    id: 'session-here',
    current: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: '2026-11-27T10:00:00.000Z',
    device: 'Chrome on macOS',
    place: 'Network 203.0.113.x',
  },
  {
    id: 'session-phone',
    current: false,
    createdAt: '2026-11-02T10:00:00.000Z',
    lastUsedAt: '2026-11-20T10:00:00.000Z',
    device: 'Safari on iPhone',
    place: 'Network 198.51.100.x',
  },
];

/** The page's chunk loads on first render; a busy machine takes longer than later steps. */
const FIRST_RENDER = { timeout: 10_000 };

let twoFactorOn = false;
let calls: ApiCall[];

beforeEach(() => {
  twoFactorOn = false;
  calls = stubApiRoutes({
    'GET /auth/2fa': () =>
      jsonResponse(200, {
        data: { enabled: twoFactorOn, enabledAt: null, recoveryCodesLeft: twoFactorOn ? 10 : 0 },
      }),
    'POST /auth/2fa/setup': () =>
      jsonResponse(200, {
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Tessera:mara%40example.com?secret=JBSWY3DPEHPK3PXP',
        },
      }),
    'POST /auth/2fa/enable': () => {
      twoFactorOn = true;
      return jsonResponse(200, { data: { recoveryCodes: RECOVERY_CODES } });
    },
    'GET /auth/sessions': () => jsonResponse(200, { data: { sessions: SESSIONS } }),
    'DELETE /auth/sessions/session-phone': () => jsonResponse(200, { data: null }),
    'GET /auth/devices': () => jsonResponse(200, { data: { devices: [] } }),
    'GET /auth/passkeys': () => jsonResponse(200, { data: { passkeys: [] } }),
    'PUT /auth/password': ({ body }) =>
      (body as { currentPassword: string }).currentPassword === 'Old-password-1'
        ? jsonResponse(200, { data: null, message: 'Password changed.' })
        : jsonResponse(401, { error: 'Your current password is not right' }),
    'DELETE /auth/account': () => jsonResponse(200, { data: null }),
    'GET /auth/account/export': () => jsonResponse(200, { data: EXPORTED }),
  });
});

const EXPORTED = {
  exportedAt: '2026-11-28T01:00:00.000Z',
  profile: { id: 'user-1' },
  sessions: [],
  posts: [{ id: 'post-1' }],
  messages: [{ id: 'conv-1-9' }],
  payments: null,
  missing: [
    {
      part: 'payments',
      reason: 'The billing service did not answer; download the export again in a few minutes.',
    },
  ],
  capped: [{ part: 'messages', included: 1, total: 6000 }],
};

const renderSettings = () =>
  renderFeature(<AccountSettingsPage />, {
    route: '/settings',
    auth: makeAuth(),
    extraRoutes: [{ path: '/', element: <p>Landing</p> }],
  });

describe('AccountSettingsPage', () => {
  it('sets up two-factor sign-in with a QR code and shows the recovery codes once', async () => {
    renderSettings();
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }, FIRST_RENDER),
    );

    expect(await screen.findByTitle('QR code for your authenticator app')).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(calls.find((call) => call.path === '/auth/2fa/enable')?.body).toEqual({
      code: '123456',
    });
    await user.click(screen.getByRole('button', { name: 'I saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await screen.findByText(/Recovery codes left/)).toBeInTheDocument();
  });

  it('lists the sessions and signs out another one', async () => {
    renderSettings();
    const user = userEvent.setup({ delay: null });
    const sessions = await screen.findByRole('list', { name: 'Sessions' });
    expect(within(sessions).getByText('This session')).toBeInTheDocument();
    expect(within(sessions).getByText(/Network 198\.51\.100\.x/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out Chrome on macOS' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));

    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.method === 'DELETE' && call.path === '/auth/sessions/session-phone',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
  });

  it('says when the current password is wrong, and changes it when right', async () => {
    renderSettings();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Current password'), 'Wrong-password-1');
    await user.type(screen.getByLabelText('New password'), 'New-password-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Old-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });

  it('downloads the data as one JSON file and says what is missing or cut short', async () => {
    const saved: Blob[] = [];
    // The test DOM has no object URLs; the page only needs one to hand the file to the browser.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => {},
    });
    renderSettings();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Account' }, FIRST_RENDER));
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Your data is downloading')).toBeInTheDocument();
    expect(screen.getByText(/billing service did not answer/)).toHaveTextContent(
      'Your newest 1 of 6000 messages are included.',
    );
    expect(saved).toHaveLength(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(JSON.parse(text)).toEqual(EXPORTED);
  });

  it('deletes the account with the password and signs out', async () => {
    const { router } = renderSettings();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'Old-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === '/auth/account')?.body).toEqual({
      password: 'Old-password-1',
    });
  });
});

describe('changing the email address', () => {
  it('sends the confirmation link with the password and says where to look', async () => {
    calls = stubApiRoutes({
      'GET /auth/2fa': () =>
        jsonResponse(200, { data: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } }),
      'POST /auth/account/email': () =>
        jsonResponse(202, { data: null, message: 'Check your new inbox.' }),
    });
    renderSettings();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
    await user.type(await screen.findByLabelText('New email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    const form = within(screen.getByLabelText('New email address').closest('form') as HTMLElement);
    await user.clear(form.getByLabelText('New email address'));
    await user.type(form.getByLabelText('New email address'), 'new@example.com');
    await user.type(form.getByLabelText('Current password'), 'Old-password-1');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));

    expect(await screen.findByText('Check your new inbox.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/auth/account/email')?.body).toEqual({
      newEmail: 'new@example.com',
      password: 'Old-password-1',
    });
  });
});
