import type { AdminPayout } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { AdminPaymentsPage } from './admin-payments-page';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));

const scheduled: AdminPayout = {
  id: 'payout-1',
  creatorId: 'creator-1',
  creatorName: 'Mara Lind',
  amount: 12_000,
  fees: 120,
  netAmount: 11_880,
  currency: 'USD',
  status: 'scheduled',
  origin: 'request',
  period: '2026-W48',
  scheduledFor: '2026-11-30T06:00:00.000Z',
  hold: null,
  failureReason: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};

const held: AdminPayout = {
  ...scheduled,
  id: 'payout-2',
  creatorId: 'creator-2',
  creatorName: 'Ola Berg',
  status: 'held',
  origin: 'schedule',
  hold: {
    code: 'not_verified',
    reason: 'The creator is not verified and the platform requires it for payouts',
    heldBy: null,
    heldAt: '2026-11-23T06:00:00.000Z',
  },
};

let calls: ApiCall[];

beforeEach(() => {
  calls = stubApiRoutes({
    'GET /admin/payouts': (call) => {
      const status = call.query.get('status');
      const items = [scheduled, held].filter((payout) => !status || payout.status === status);
      return jsonResponse(200, { data: { items, page: 1, limit: 20, total: items.length } });
    },
    'POST /admin/payouts/payout-1/hold': () =>
      jsonResponse(200, { data: { ...scheduled, status: 'held' } }),
  });
});

describe('AdminPaymentsPage', () => {
  it('lists payouts with amount, period and why a payout is held, filtered by status', async () => {
    renderFeature(<AdminPaymentsPage />, { auth: admin });
    fireEvent.click(screen.getByRole('tab', { name: 'Payouts' }));
    expect(await screen.findByText('Mara Lind')).toBeVisible();
    expect(screen.getAllByText('$120.00')).toHaveLength(2);
    expect(screen.getAllByText('2026-W48')).toHaveLength(2);
    expect(screen.getByText('Not verified')).toBeVisible();

    fireEvent.click(screen.getByText('Held'));

    await waitFor(() => expect(screen.queryByText('Mara Lind')).toBeNull());
    expect(screen.getByText('Ola Berg')).toBeVisible();
    expect(calls.at(-1)?.query.get('status')).toBe('held');
  });

  it('holds a scheduled payout only with a reason, and sends it', async () => {
    renderFeature(<AdminPaymentsPage />, { auth: admin });
    fireEvent.click(screen.getByRole('tab', { name: 'Payouts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hold' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Hold' });
    expect(confirm).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Chargebacks under review' },
    });
    fireEvent.click(confirm);

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/admin/payouts/payout-1/hold',
        body: { reason: 'Chargebacks under review' },
      }),
    );
  });
});
