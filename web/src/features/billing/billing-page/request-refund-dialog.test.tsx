import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { RequestRefundDialog } from './request-refund-dialog';

const fan = makeAuth(makeUser({ id: 'fan-1', role: 'subscriber' }));
let calls: ApiCall[];

beforeEach(() => {
  calls = stubApiRoutes({
    'POST /billing/refund-requests': () =>
      jsonResponse(201, { data: { id: 'rq_1', status: 'pending' } }),
  });
});

describe('RequestRefundDialog', () => {
  it('sends the payer’s reason and says the request is on its way', async () => {
    renderFeature(
      <RequestRefundDialog paymentId="pay-1" description="Tip to Mara, $5.00" onClose={() => {}} />,
      { auth: fan },
    );
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('Why do you want a refund?'), {
      target: { value: 'The post never unlocked' },
    });
    fireEvent.click(send);

    await waitFor(() =>
      expect(calls[0]).toMatchObject({
        path: '/billing/refund-requests',
        body: { paymentId: 'pay-1', reason: 'The post never unlocked' },
      }),
    );
    expect(await within(dialog).findByText('Request sent')).toBeVisible();
  });
});
