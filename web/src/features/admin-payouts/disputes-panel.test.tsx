import type { AdminDispute, AdminDisputeDetail } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { DisputesPanel } from './disputes-panel';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));
const NOW = new Date('2026-11-20T12:00:00.000Z');

const soon: AdminDispute = {
  id: 'dp_soon',
  paymentId: 'payment-1',
  payerId: 'fan-1',
  creatorId: 'creator-1',
  amountCents: 1_200,
  currency: 'USD',
  reason: 'fraudulent',
  status: 'needs_response',
  dueBy: '2026-11-22T10:00:00.000Z',
  openedAt: '2026-11-15T10:00:00.000Z',
  submittedAt: null,
  closedAt: null,
  outcome: null,
};
const later: AdminDispute = {
  ...soon,
  id: 'dp_later',
  paymentId: 'payment-2',
  amountCents: 4_999,
  dueBy: '2026-11-27T10:00:00.000Z',
};

const detail: AdminDisputeDetail = {
  ...soon,
  note: null,
  submittedBy: null,
  creatorPayoutHold: {
    code: 'dispute_reserve',
    reason: 'The creator owes a reserve for a dispute not yet decided',
  },
  evidence: {
    gatheredAt: NOW.toISOString(),
    payment: {
      id: 'payment-1',
      purpose: 'creator_subscription',
      amountCents: 1_200,
      currency: 'USD',
      createdAt: '2026-11-01T10:00:00.000Z',
      paidAt: '2026-11-01T10:00:02.000Z',
    },
    subscription: {
      id: 'sub-1',
      tierName: 'Backstage',
      priceCents: 1_200,
      billingPeriod: 'monthly',
      status: 'expired',
      startedAt: '2026-09-01T10:00:00.000Z',
      currentPeriodStart: '2026-11-01T10:00:00.000Z',
      currentPeriodEnd: '2026-12-01T10:00:00.000Z',
      endedAt: '2026-11-15T10:00:00.000Z',
      lifetimeCents: 2_400,
    },
    otherCharges: [
      {
        paymentId: 'unlock-1',
        purpose: 'unlock',
        amountCents: 500,
        paidAt: '2026-10-12T08:00:00.000Z',
        tierId: null,
        contentId: 'post-9',
      },
    ],
    unavailable: [{ source: 'views', reason: 'The content service offers no route for it' }],
  },
};

let calls: ApiCall[];

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  calls = stubApiRoutes({
    'GET /admin/disputes': () =>
      jsonResponse(200, { data: { items: [soon, later], page: 1, limit: 20, total: 2 } }),
    'GET /admin/disputes/dp_soon': () => jsonResponse(200, { data: detail }),
    'POST /admin/disputes/dp_soon/evidence': () =>
      jsonResponse(200, {
        data: {
          ...detail,
          status: 'under_review',
          note: 'Watched it all',
          submittedAt: NOW.toISOString(),
        },
      }),
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DisputesPanel', () => {
  it('lists open disputes by deadline with the days left', async () => {
    renderFeature(<DisputesPanel />, { auth: admin });

    expect(await screen.findByText('2 days left')).toBeVisible();
    expect(screen.getByText('7 days left')).toBeVisible();
    expect(calls[0]?.query.get('status')).toBe('needs_response');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('$12.00')).toBeVisible();
    expect(within(rows[1]!).getByText('$49.99')).toBeVisible();
  });

  it('opens the evidence pack and submits it with a note', async () => {
    renderFeature(<DisputesPanel />, { auth: admin });
    fireEvent.click(await screen.findByText('$12.00'));

    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Backstage')).toBeVisible();
    expect(within(drawer).getByText(/unlock · \$5\.00/)).toBeVisible();
    expect(within(drawer).getByText(/owes a reserve/)).toBeVisible();
    expect(within(drawer).getByText('views')).toBeVisible();

    fireEvent.change(within(drawer).getByLabelText('Note to the bank'), {
      target: { value: '  Watched it all ' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Submit evidence' }));

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        note: 'Watched it all',
      }),
    );
  });
});
