import type { AdminPayment, AdminPaymentDetail } from '@tessera/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { PaymentsPanel } from './payments-panel';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));

const payment: AdminPayment = {
  id: 'pay-1',
  purpose: 'tip',
  status: 'succeeded',
  amountCents: 5_000,
  currency: 'USD',
  payerId: 'fan-1',
  creatorId: 'creator-1',
  subscriptionId: null,
  contentId: null,
  transactionId: 'pi_123',
  fees: { platform: 250, processor: 175, total: 425 },
  refundedCents: 1_000,
  refunds: [],
  disputes: [],
  failureMessage: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  succeededAt: '2026-11-20T10:00:01.000Z',
  riskScore: 45,
  riskReasons: [
    { code: 'new_payer', points: 25, text: 'First paid less than a day before' },
    { code: 'failed_attempts', points: 20, text: '4 failed attempts in 30 days' },
  ],
};

const detail: AdminPaymentDetail = {
  ...payment,
  journals: [
    {
      id: 'pay-1:charge',
      kind: 'charge',
      occurredAt: '2026-11-20T10:00:01.000Z',
      postings: [
        { account: 'payer:fan-1', amountCents: -5_000 },
        { account: 'clearing', amountCents: 5_000 },
      ],
    },
  ],
};

let calls: ApiCall[];

beforeEach(() => {
  calls = stubApiRoutes({
    'GET /admin/payments': () =>
      jsonResponse(200, { data: { items: [payment], page: 1, limit: 20, total: 1 } }),
    'GET /admin/payments/pay-1': () => jsonResponse(200, { data: detail }),
    'POST /admin/refunds': (call) =>
      jsonResponse(200, {
        data: { id: 'rf_1', status: 'succeeded', ...(call.body as object) },
      }),
  });
});

describe('PaymentsPanel', () => {
  it('lists payments with fees, refunded amount and risk, and filters by payer', async () => {
    renderFeature(<PaymentsPanel />, { auth: admin });
    expect(await screen.findByText('$50.00')).toBeVisible();
    expect(screen.getByText('$4.25')).toBeVisible();
    expect(screen.getByText('$10.00')).toBeVisible();
    expect(screen.getByText('45')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Payer id'), { target: { value: 'fan-1' } });
    fireEvent.keyDown(screen.getByLabelText('Payer id'), { key: 'Enter', code: 'Enter' });

    await waitFor(() => expect(calls.at(-1)?.query.get('userId')).toBe('fan-1'));
  });

  it('opens a payment with its risk reasons and journals, and refunds part with a reason', async () => {
    renderFeature(<PaymentsPanel />, { auth: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'tip' }));

    expect(await screen.findByText('4 failed attempts in 30 days')).toBeVisible();
    expect(screen.getByText('payer:fan-1')).toBeVisible();
    const refund = screen.getByRole('button', { name: 'Refund' });
    expect(refund).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Amount to refund'), { target: { value: '12.50' } });
    fireEvent.change(screen.getByLabelText('Refund reason'), {
      target: { value: 'Charged twice' },
    });
    fireEvent.click(refund);

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/admin/refunds',
        body: { paymentId: 'pay-1', amountCents: 1_250, reason: 'Charged twice' },
      }),
    );
    expect(await screen.findByText('Refund succeeded')).toBeVisible();
  });
});
