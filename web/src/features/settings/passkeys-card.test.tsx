import type { PasskeyDto } from '@tessera/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { type ApiCall, jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth } from '../../test/test-fixtures';
import { PasskeysCard } from './passkeys-card';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

let passkeys: PasskeyDto[];
let calls: ApiCall[];

beforeEach(() => {
  passkeys = [
    {
      id: 'cred-laptop',
      name: 'Laptop',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: '2026-11-20T10:00:00.000Z',
      synced: true,
    },
  ];
  calls = stubApiRoutes({
    'GET /auth/passkeys': () => jsonResponse(200, { data: { passkeys } }),
    'PATCH /auth/passkeys/cred-laptop': ({ body }) => {
      passkeys = passkeys.map((passkey) => ({ ...passkey, ...(body as { name: string }) }));
      return jsonResponse(200, { data: { passkey: passkeys[0] } });
    },
    'DELETE /auth/passkeys/cred-laptop': () => {
      passkeys = [];
      return jsonResponse(200, { data: null });
    },
    'POST /auth/passkeys/registration/options': () =>
      jsonResponse(200, {
        data: {
          options: {
            rp: { id: 'localhost', name: 'Tessera' },
            user: { id: 'dXNlci0x', name: 'mara@example.com', displayName: 'Mara' },
            challenge: 'Y2hhbGxlbmdl',
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            excludeCredentials: [{ id: 'cred-laptop', type: 'public-key' }],
          },
        },
      }),
    'POST /auth/passkeys/registration/verify': ({ body }) => {
      const added = {
        id: 'cred-phone',
        name: (body as { name: string }).name,
        createdAt: '2026-11-28T05:00:00.000Z',
        lastUsedAt: null,
        synced: false,
      };
      passkeys = [added, ...passkeys];
      return jsonResponse(201, { data: { passkey: added } });
    },
  });
});

const renderCard = () => renderFeature(<PasskeysCard />, { route: '/settings', auth: makeAuth() });

describe('PasskeysCard', () => {
  it('lists the passkeys, renames one and removes it', async () => {
    renderCard();
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('list', { name: 'Passkeys' }, { timeout: 10_000 });
    expect(within(list).getByText('Synced')).toBeInTheDocument();
    expect(within(list).getByText(/last used/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Laptop' }));
    const name = screen.getByLabelText('New name for “Laptop”');
    await user.clear(name);
    await user.type(name, 'Old laptop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Rename Old laptop' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Old laptop' });

    await user.click(screen.getByRole('button', { name: 'Remove Old laptop' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('adds a named passkey made by the browser', async () => {
    const create = vi.fn(async () => ({
      id: 'cred-phone',
      rawId: bytes('cred-phone'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: bytes('{"type":"webauthn.create"}'),
        attestationObject: bytes('attestation'),
        getTransports: () => ['internal'],
      },
      getClientExtensionResults: () => ({}),
    }));
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.stubGlobal('navigator', { ...navigator, credentials: { create } });
    renderCard();
    const user = userEvent.setup({ delay: null });

    await user.type(
      await screen.findByLabelText(/Name it after the device/, undefined, { timeout: 10_000 }),
      'Phone',
    );
    await user.click(screen.getByRole('button', { name: /Add a passkey/ }));

    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    const verify = calls.find((call) => call.path === '/auth/passkeys/registration/verify');
    expect(verify?.body).toMatchObject({
      name: 'Phone',
      response: { id: 'cred-phone', type: 'public-key', response: { transports: ['internal'] } },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Passkeys' })).getByText('Phone'),
      ).toBeInTheDocument(),
    );
  });

  it('says when the browser cannot make passkeys', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    renderCard();
    expect(
      await screen.findByText('This browser cannot make passkeys', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
