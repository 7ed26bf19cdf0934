import type { Refund } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { RefundsPanel } from './refunds-panel';

const admin = makeAuth(makeUser({ id: 'admin-2', role: 'admin' }));

const waiting: Refund = {
  id: 'rf_1',
  paymentId: 'pay-1',
  payerId: 'fan-1',
  amountCents: 25_000,
  currency: 'USD',
  reason: 'Stolen card reported',
  status: 'awaiting_approval',
  source: 'admin',
  requestedBy: 'admin-1',
  issuedBy: 'admin-1',
  approvedBy: null,
  rejectedBy: null,
  rejectionReason: null,
  failureReason: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  settledAt: null,
};

let calls: ApiCall[];

beforeEach(() => {
  calls = stubApiRoutes({
    'GET /admin/refunds': () =>
      jsonResponse(200, { data: { items: [waiting], page: 1, limit: 20, total: 1 } }),
    'POST /admin/refunds/rf_1/approve': () =>
      jsonResponse(200, { data: { ...waiting, status: 'succeeded', approvedBy: 'admin-2' } }),
    'POST /admin/refunds/rf_1/reject': () =>
      jsonResponse(200, { data: { ...waiting, status: 'rejected' } }),
  });
});

describe('RefundsPanel', () => {
  it('shows refunds waiting for approval first, and approves one', async () => {
    renderFeature(<RefundsPanel />, { auth: admin });
    expect(await screen.findByText('Stolen card reported')).toBeVisible();
    expect(calls[0]?.query.get('status')).toBe('awaiting_approval');

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.path).toBe(
        '/admin/refunds/rf_1/approve',
      ),
    );
  });

  it('rejects only with a reason', async () => {
    renderFeature(<RefundsPanel />, { auth: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('Rejection reason'), {
      target: { value: 'The bank confirmed the charge' },
    });
    fireEvent.click(confirm);

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/admin/refunds/rf_1/reject',
        body: { reason: 'The bank confirmed the charge' },
      }),
    );
  });
});
