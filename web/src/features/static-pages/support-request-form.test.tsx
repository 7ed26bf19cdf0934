import type { TicketDto } from '@tessera/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth } from '../../test/test-fixtures';
import { StaticPageView } from './static-page-view';

const TICKET: TicketDto = {
  id: 'ticket-1',
  subject: 'Charged twice',
  description: 'My card was charged twice on 3 June.',
  category: 'billing',
  status: 'open',
  priority: 'normal',
  attachments: [],
  messages: [],
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  resolvedAt: null,
};

async function fillRequest() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Topic' }));
  await userEvent.click(await screen.findByTitle('Billing and payments'));
  await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Charged twice');
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Message' }),
    'My card was charged twice on 3 June.',
  );
  await userEvent.click(screen.getByRole('button', { name: /Send to support/ }));
}

describe('contact page, signed in', () => {
  it('opens a support ticket and goes to it', async () => {
    const calls = stubApiRoutes({
      'POST /support/tickets': () => jsonResponse(201, { data: TICKET }),
    });
    renderFeature(<StaticPageView path="/contact" />, {
      route: '/contact',
      auth: makeAuth(),
      extraRoutes: [{ path: '/help/tickets/:id', element: <p>Ticket screen</p> }],
    });
    await fillRequest();
    expect(await screen.findByText('Ticket screen')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/support/tickets')?.body).toEqual({
      category: 'billing',
      subject: 'Charged twice',
      description: 'My card was charged twice on 3 June.',
    });
  });

  it('says why when the ticket cannot be opened', async () => {
    const limit =
      'You already have 5 open tickets. Please wait for an answer, or add to one of them, before opening another.';
    stubApiRoutes({ 'POST /support/tickets': () => jsonResponse(429, { error: limit }) });
    renderFeature(<StaticPageView path="/contact" />, { route: '/contact', auth: makeAuth() });
    await fillRequest();
    await waitFor(() => expect(screen.getByText(limit)).toBeInTheDocument());
  });
});
