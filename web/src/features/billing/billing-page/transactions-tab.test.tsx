import type { TransactionDto } from '@tessera/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { TransactionsTab } from './transactions-tab';

const fan = makeAuth(makeUser({ id: 'fan-1', role: 'subscriber' }));

const tip: TransactionDto = {
  id: 'tx-1',
  userId: 'fan-1',
  creatorId: 'creator-1',
  paymentId: 'pay-1',
  amount: 500,
  currency: 'USD',
  type: 'tip',
  status: 'completed',
  paymentMethodType: 'card',
  description: 'Tip to Mara Lind',
  fees: 50,
  netAmount: 450,
  processedAt: '2026-11-25T10:00:00.000Z',
};
const refunded: TransactionDto = {
  ...tip,
  id: 'tx-2',
  paymentId: 'pay-2',
  type: 'refund',
  status: 'refunded',
  description: 'Unlock of a post',
};

beforeEach(() => {
  stubApiRoutes({
    'GET /billing/transactions': () =>
      jsonResponse(200, { data: { items: [tip, refunded], page: 1, limit: 10, total: 2 } }),
  });
});

describe('TransactionsTab', () => {
  it('offers a refund request on a completed payment only, and asks why', async () => {
    renderFeature(<TransactionsTab />, { auth: fan });
    expect(await screen.findByText('Unlock of a post')).toBeVisible();
    const ask = screen.getAllByRole('button', { name: 'Request a refund' });
    expect(ask).toHaveLength(1);

    fireEvent.click(ask[0] as HTMLElement);

    expect(await screen.findByText('Tip to Mara Lind, $5.00')).toBeVisible();
  });
});
