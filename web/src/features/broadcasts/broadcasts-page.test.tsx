import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { renderFeature } from '../../test/render-feature';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { makeCreatorTier } from '../billing/billing-test-fixtures';
import { BroadcastsPage } from './broadcasts-page';
import { makeBroadcast } from './broadcasts-test-fixtures';

const scheduled = makeBroadcast({
  id: 'c'.repeat(32),
  content: 'Live Q&A tomorrow',
  status: 'scheduled',
  audience: { type: 'tiers', tierIds: ['tier-2'] },
  scheduledFor: '2030-01-05T18:00:00.000Z',
  completedAt: null,
  analytics: { totalRecipients: 0, delivered: 0, read: 0, failed: 0 },
});

function renderPage(
  send = () => jsonResponse(201, { data: makeBroadcast({ status: 'sending' }) }),
) {
  const calls = stubApiRoutes({
    'GET /messages/broadcasts': () =>
      jsonResponse(200, { data: { broadcasts: [scheduled, makeBroadcast()] } }),
    'GET /subscriptions/creator-tiers': () =>
      jsonResponse(200, {
        data: [makeCreatorTier(), makeCreatorTier({ id: 'tier-2', name: 'Patron' })],
      }),
    'POST /messages/broadcasts': send,
    [`DELETE /messages/broadcasts/${scheduled.id}`]: () =>
      jsonResponse(200, { data: { ...scheduled, status: 'canceled' } }),
  });
  renderFeature(<BroadcastsPage />, {
    route: '/messages/broadcasts',
    auth: makeAuth(makeUser({ id: 'creator-1', role: 'creator' })),
  });
  return calls;
}

describe('BroadcastsPage', () => {
  it('sends a message to the chosen tiers', async () => {
    const calls = renderPage();
    // The scheduled broadcast names its tier once the creator's tiers arrived.
    await screen.findByText('Patron');
    fireEvent.click(screen.getByLabelText('Chosen tiers'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Patron' }));
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello Patrons' } });
    fireEvent.click(screen.getByRole('button', { name: /Send broadcast/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        content: 'Hello Patrons',
        audience: { type: 'tiers', tierIds: ['tier-2'] },
      }),
    );
  });

  it('shows the bulk messaging denial in the words of the check', async () => {
    renderPage(() => jsonResponse(403, { error: 'Daily bulk message limit reached (100)' }));
    fireEvent.change(await screen.findByLabelText('Message'), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: /Send broadcast/ }));
    expect(await screen.findByText('Daily bulk message limit reached (100)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See plans/ })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('lists broadcasts with status and delivered, read and failed bars', async () => {
    renderPage();
    const rows = await screen.findAllByRole('generic', { name: 'Broadcast' });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Patron')).toBeInTheDocument();
    expect(within(rows[0]).queryByText('Delivered')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[1]).getByLabelText('Delivered: 8 of 10')).toBeInTheDocument();
    expect(within(rows[1]).getByLabelText('Read: 5 of 10')).toBeInTheDocument();
    expect(within(rows[1]).getByLabelText('Failed: 2 of 10')).toBeInTheDocument();
  });

  it('cancels a scheduled broadcast', async () => {
    const calls = renderPage();
    const [row] = await screen.findAllByRole('generic', { name: 'Broadcast' });
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel broadcast' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
