import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth } from '../../test/test-fixtures';
import { makeConversation, makeMessage } from '../messages/messages-test-fixtures';
import { StaticPageView } from './static-page-view';

const SUPPORT = makeConversation('admin-1', {
  id: 'support-1',
  type: 'support',
  name: 'Charged twice',
});

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
  it('opens a support conversation with the first message and goes to it', async () => {
    const calls = stubApiRoutes({
      'POST /messages/conversations': () => jsonResponse(201, { data: SUPPORT }),
      'POST /messages/conversations/support-1/messages': () =>
        jsonResponse(201, { data: makeMessage({ conversationId: 'support-1' }) }),
    });
    renderFeature(<StaticPageView path="/contact" />, {
      route: '/contact',
      auth: makeAuth(),
      extraRoutes: [{ path: '/messages', element: <p>Messages screen</p> }],
    });
    await fillRequest();
    expect(await screen.findByText('Messages screen')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/messages/conversations')?.body).toEqual({
      type: 'support',
      name: 'Charged twice',
      description: 'Billing and payments',
    });
    expect(calls.find((call) => call.path.endsWith('/messages'))?.body).toMatchObject({
      content: 'My card was charged twice on 3 June.',
    });
  });

  it('says so when support cannot be reached in the app', async () => {
    stubApiRoutes({
      'POST /messages/conversations': () =>
        jsonResponse(409, {
          error: 'Support is not available in the app right now; please write to us by email',
        }),
    });
    renderFeature(<StaticPageView path="/contact" />, { route: '/contact', auth: makeAuth() });
    await fillRequest();
    await waitFor(() =>
      expect(
        screen.getByText(
          'Support is not available in the app right now; please write to us by email',
        ),
      ).toBeInTheDocument(),
    );
  });
});
