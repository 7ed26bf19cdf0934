import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { makeCreatorTier } from '../billing-test-fixtures';
import { tierRequestOf, EMPTY_TIER } from './tier-form-values';
import { TierSettingsPage } from './tier-settings-page';

function renderPage() {
  const calls = stubApiRoutes({
    'GET /subscriptions/creator-tiers': () =>
      jsonResponse(200, {
        data: [makeCreatorTier(), makeCreatorTier({ id: 'tier-2', name: 'Old', isActive: false })],
      }),
    'POST /subscriptions/creator-tiers': (call: ApiCall) =>
      jsonResponse(201, { data: makeCreatorTier({ id: 'tier-3', ...(call.body as object) }) }),
    'PUT /subscriptions/creator-tiers/tier-1': (call: ApiCall) =>
      jsonResponse(200, { data: makeCreatorTier(call.body as object) }),
    'DELETE /subscriptions/creator-tiers/tier-1': () =>
      jsonResponse(200, { data: makeCreatorTier({ isActive: false }) }),
  });
  renderFeature(<TierSettingsPage />, {
    route: '/subscription-settings',
    auth: makeAuth(makeUser({ id: 'creator-1', role: 'creator' })),
  });
  return calls;
}

describe('tier prices', () => {
  it('are typed in currency units and stored in cents, x100 rounded', () => {
    const cents = (price: number) => tierRequestOf({ ...EMPTY_TIER, name: 'A', price }).priceCents;
    expect(cents(9.99)).toBe(999);
    expect(cents(1.005)).toBe(101);
    expect(cents(19.999)).toBe(2000);
    expect(cents(25)).toBe(2500);
  });
});

describe('TierSettingsPage', () => {
  it('creates a tier with its price in cents', async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /New tier/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Inner circle' } });
    fireEvent.change(within(dialog).getByLabelText('Monthly price (USD)'), {
      target: { value: '12.345' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create tier' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        name: 'Inner circle',
        priceCents: 1235,
        isActive: true,
        contentAccess: 'tier-specific',
      }),
    );
  });

  it('edits the price of an existing tier', async () => {
    const calls = renderPage();
    const card = await screen.findByLabelText('Supporter');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const price = await screen.findByLabelText('Monthly price (USD)');
    expect(price).toHaveValue('9.99');
    fireEvent.change(price, { target: { value: '14.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        priceCents: 1450,
        name: 'Supporter',
      }),
    );
  });

  it('refuses a price under the smallest charge', async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /New tier/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Tiny' } });
    fireEvent.change(within(dialog).getByLabelText('Monthly price (USD)'), {
      target: { value: '0.2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create tier' }));
    expect(
      await within(dialog).findByText('Price must be between 0.50 and 10000.00'),
    ).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('deactivates a tier after confirmation and offers to reactivate inactive ones', async () => {
    const calls = renderPage();
    const card = await screen.findByLabelText('Supporter');
    expect(
      within(await screen.findByLabelText('Old')).getByRole('button', { name: 'Reactivate' }),
    ).toBeVisible();
    fireEvent.click(within(card).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Deactivate' })).toHaveLength(2),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Deactivate' }).at(-1)!);
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/tier-1'))).toBe(
        true,
      ),
    );
  });
});
