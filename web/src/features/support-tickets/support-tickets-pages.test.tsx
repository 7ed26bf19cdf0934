import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth } from '../../test/test-fixtures';
import { MyTicketsPage } from './my-tickets-page';
import { makeTicket, makeTicketMessage } from './ticket-test-fixtures';
import { TicketPage } from './ticket-page';

describe('your support tickets', () => {
  it('lists the tickets with their status and opens a new one', async () => {
    const calls = stubApiRoutes({
      'GET /support/tickets': () =>
        jsonResponse(200, {
          data: {
            items: [makeTicket({ status: 'waiting' })],
            page: 1,
            limit: 20,
            total: 1,
          },
        }),
      'POST /support/tickets': () =>
        jsonResponse(201, { data: makeTicket({ id: 'ticket-2', subject: 'Upload stuck' }) }),
    });
    renderFeature(<MyTicketsPage />, {
      route: '/help/tickets',
      auth: makeAuth(),
      extraRoutes: [{ path: '/help/tickets/:id', element: <p>Ticket screen</p> }],
    });
    expect(await screen.findByRole('link', { name: 'Charged twice' })).toHaveAttribute(
      'href',
      '/help/tickets/ticket-1',
    );
    expect(screen.getByText('Waiting for you')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /New ticket/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Topic' }));
    await userEvent.click(await screen.findByTitle('Something is not working'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Upload stuck');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'The upload stops at ninety percent.',
    );
    await userEvent.click(screen.getByRole('button', { name: /Send to support/ }));
    expect(await screen.findByText('Ticket screen')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      category: 'technical',
      subject: 'Upload stuck',
      description: 'The upload stops at ninety percent.',
    });
  });
});

describe('a ticket of yours', () => {
  it('shows the team’s replies and sends an answer', async () => {
    let ticket = makeTicket({ status: 'waiting', messages: [makeTicketMessage()] });
    const calls = stubApiRoutes({
      'GET /support/tickets/ticket-1': () => jsonResponse(200, { data: ticket }),
      'POST /support/tickets/ticket-1/messages': () => {
        ticket = {
          ...ticket,
          status: 'in_progress',
          messages: [
            ...ticket.messages,
            makeTicketMessage({ id: 'message-2', from: 'user', body: 'Thanks!' }),
          ],
        };
        return jsonResponse(201, { data: ticket });
      },
    });
    renderFeature(<TicketPage />, {
      route: '/help/tickets/ticket-1',
      path: '/help/tickets/:id',
      auth: makeAuth(),
    });
    expect(await screen.findByText('We refunded the second charge')).toBeInTheDocument();
    expect(screen.getByText('Support team')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('Thanks!')).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Thanks!' });
    expect(screen.getByText('In progress')).toBeInTheDocument();
  });

  it('offers no reply box on a closed ticket', async () => {
    stubApiRoutes({
      'GET /support/tickets/ticket-1': () =>
        jsonResponse(200, { data: makeTicket({ status: 'closed' }) }),
    });
    renderFeature(<TicketPage />, {
      route: '/help/tickets/ticket-1',
      path: '/help/tickets/:id',
      auth: makeAuth(),
    });
    expect(await screen.findByText(/This ticket is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });
});
