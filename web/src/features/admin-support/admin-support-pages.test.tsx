import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { makeAdminTicket, makeTicketMessage } from '../support-tickets/ticket-test-fixtures';
import { AdminTicketPage } from './admin-ticket-page';
import { SupportQueuePage } from './support-queue-page';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));
const stats = {
  agents: [{ adminId: 'admin-1', assigned: 2, resolved: 3, averageResolutionMinutes: 90 }],
};

describe('the support queue', () => {
  it('lists open tickets, filters them and shows the team’s figures', async () => {
    const calls = stubApiRoutes({
      'GET /admin/tickets': () =>
        jsonResponse(200, {
          data: { items: [makeAdminTicket({ priority: 'urgent' })], page: 1, limit: 20, total: 1 },
        }),
      'GET /admin/tickets/stats': () => jsonResponse(200, { data: stats }),
    });
    renderFeature(<SupportQueuePage />, { route: '/admin/support', auth: admin });
    expect(await screen.findByRole('link', { name: 'Charged twice' })).toHaveAttribute(
      'href',
      '/admin/support/ticket-1',
    );
    expect(screen.getByText('Urgent')).toBeInTheDocument();
    expect(await screen.findByText('1.5 h')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/admin/tickets')?.query.get('status')).toBe('open');

    await userEvent.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await userEvent.click(await screen.findByTitle('Me'));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === '/admin/tickets' && call.query.get('assignedTo') === 'admin-1',
        ),
      ).toBe(true),
    );
  });
});

describe('a ticket on the desk', () => {
  const ticket = makeAdminTicket({
    messages: [
      makeTicketMessage({
        id: 'note-1',
        authorId: 'admin-2',
        body: 'Looks like a retry',
        isInternal: true,
      }),
      makeTicketMessage({ id: 'reply-1', from: 'user', authorId: 'fan-1', body: 'Any news?' }),
    ],
  });

  it('marks internal notes, assigns to me with the version seen, and sends a note', async () => {
    const calls = stubApiRoutes({
      'GET /admin/tickets/ticket-1': () => jsonResponse(200, { data: ticket }),
      'PUT /admin/tickets/ticket-1': () =>
        jsonResponse(200, {
          data: { ...ticket, assignedTo: 'admin-1', status: 'in_progress', version: 1 },
        }),
      'POST /admin/tickets/ticket-1/messages': () => jsonResponse(201, { data: ticket }),
    });
    renderFeature(<AdminTicketPage />, {
      route: '/admin/support/ticket-1',
      path: '/admin/support/:id',
      auth: admin,
    });
    expect(await screen.findByText('Looks like a retry')).toBeInTheDocument();
    expect(screen.getByText('Internal note')).toBeInTheDocument();
    expect(screen.getByText('Admin admin-2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        assignedTo: 'admin-1',
        version: 0,
      }),
    );

    fireEvent.click(screen.getByRole('checkbox', { name: /Internal note/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Refund issued');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        body: 'Refund issued',
        isInternal: true,
      }),
    );
  });

  it('says so when another admin changed the ticket first', async () => {
    stubApiRoutes({
      'GET /admin/tickets/ticket-1': () => jsonResponse(200, { data: ticket }),
      'PUT /admin/tickets/ticket-1': () =>
        jsonResponse(409, {
          error: 'Someone else changed this ticket since you loaded it. Reload it and try again.',
        }),
    });
    renderFeature(<AdminTicketPage />, {
      route: '/admin/support/ticket-1',
      path: '/admin/support/:id',
      auth: admin,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText(/Someone else changed this ticket/)).toBeInTheDocument();
  });
});
