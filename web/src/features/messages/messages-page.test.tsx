import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makePublicSettings } from '../../test/test-fixtures';
import {
  installFakeSocket,
  makeConversation,
  makeMessage,
  makeProfile,
  type FakeSocket,
} from './messages-test-fixtures';
import { MessagesPage } from './messages-page';

const NORA = makeProfile();
const ODA = makeProfile({ id: 'creator-2', username: 'oda', displayName: 'Oda Berg' });
const GREETING = makeMessage();
const REPLY = makeMessage({
  id: 'conv-1-2',
  senderId: 'user-1',
  content: 'Hi Nora',
  status: 'delivered',
});
const WITH_NORA = makeConversation('creator-1', {
  lastMessage: REPLY,
  lastMessageAt: REPLY.createdAt,
  unreadCount: 0,
});
const WITH_ODA = makeConversation('creator-2', {
  id: 'conv-2',
  lastMessage: makeMessage({
    id: 'conv-2-4',
    conversationId: 'conv-2',
    senderId: 'creator-2',
    content: 'New set is up',
  }),
  lastMessageAt: '2025-06-01T11:00:00.000Z',
  unreadCount: 3,
});

let fake: { socket: FakeSocket; restore: () => void };
beforeEach(() => {
  fake = installFakeSocket();
});
afterEach(() => fake.restore());

function stubMessagingApi(extra: Record<string, (call: ApiCall) => Response> = {}) {
  return stubApiRoutes({
    'GET /messages/conversations': () =>
      jsonResponse(200, { data: { conversations: [WITH_ODA, WITH_NORA] } }),
    'GET /users/creator-1': () => jsonResponse(200, { data: { user: NORA } }),
    'GET /users/creator-2': () => jsonResponse(200, { data: { user: ODA } }),
    'GET /messages/conversations/conv-1/messages': () =>
      jsonResponse(200, { data: { items: [GREETING, REPLY], nextCursor: null } }),
    'POST /messages/conversations/conv-1/read': () =>
      jsonResponse(200, {
        data: {
          conversationId: 'conv-1',
          userId: 'user-1',
          lastReadMessageId: 'conv-1-2',
          lastReadAt: '2025-06-01T10:05:00.000Z',
          unreadCount: 0,
        },
      }),
    ...extra,
  });
}

function renderMessages(route = '/messages') {
  return renderFeature(<MessagesPage />, { route, auth: makeAuth() });
}

describe('MessagesPage', () => {
  it('lists conversations with names, last messages and unread counts, filtered by name', async () => {
    stubMessagingApi();
    renderMessages();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(await within(list).findByText('Oda Berg')).toBeInTheDocument();
    expect(within(list).getByText('Nora Vale')).toBeInTheDocument();
    expect(within(list).getByText('New set is up')).toBeInTheDocument();
    expect(within(list).getByText('You: Hi Nora')).toBeInTheDocument();
    expect(within(list).getByLabelText('3 unread')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search conversations'), 'nor');
    expect(within(list).queryByText('Oda Berg')).not.toBeInTheDocument();
    expect(within(list).getByText('Nora Vale')).toBeInTheDocument();
  });

  it('opens a thread with ticks, marks it read and shows live messages and typing', async () => {
    const calls = stubMessagingApi();
    renderMessages('/messages?c=conv-1');
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    act(() =>
      fake.socket.receive('message:status', {
        conversationId: 'conv-1',
        userId: 'creator-1',
        status: 'read',
        upToMessageId: 'conv-1-2',
        at: '2025-06-01T10:06:00.000Z',
      }),
    );
    expect(await screen.findByRole('img', { name: 'Read' })).toBeInTheDocument();

    act(() =>
      fake.socket.receive('typing', {
        conversationId: 'conv-1',
        userId: 'creator-1',
        isTyping: true,
        expiresInMs: 3000,
      }),
    );
    expect(await screen.findByText('Nora Vale is typing…')).toBeInTheDocument();

    act(() =>
      fake.socket.receive('message:new', makeMessage({ id: 'conv-1-3', content: 'Thanks!' })),
    );
    const thread = screen.getByRole('region', { name: 'Conversation with Nora Vale' });
    expect(await within(thread).findByText('Thanks!')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Thanks!')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === '/messages/conversations/conv-1/read')?.body,
      ).toEqual({ messageId: 'conv-1-3' }),
    );
    expect(screen.queryByText('Nora Vale is typing…')).not.toBeInTheDocument();
  });

  it('keeps the history readable but says so instead of the composer when messaging is off', async () => {
    stubMessagingApi({
      'GET /support/platform-settings': () =>
        jsonResponse(200, { data: makePublicSettings({ messagingEnabled: false }) }),
    });
    renderMessages('/messages?c=conv-1');
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(await screen.findByText('Messaging is turned off on this platform')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('sends with message:send and shows the stored message from the acknowledgement', async () => {
    stubMessagingApi();
    fake.socket.acks['message:send'] = (payload) =>
      makeMessage({
        id: 'conv-1-3',
        senderId: 'user-1',
        content: (payload as { content: string }).content,
        status: 'sent',
      });
    renderMessages('/messages?c=conv-1');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'See you at the shoot{Enter}');

    const thread = screen.getByRole('region', { name: 'Conversation with Nora Vale' });
    expect(await within(thread).findByText('See you at the shoot')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const sent = fake.socket.emitted.find((entry) => entry.event === 'message:send');
    expect(sent?.payload).toMatchObject({
      conversationId: 'conv-1',
      content: 'See you at the shoot',
    });
    expect(fake.socket.emitted.some((entry) => entry.event === 'typing:start')).toBe(true);
  });

  it('shows a refused send verbatim under the composer and keeps the text', async () => {
    stubMessagingApi();
    fake.socket.acks['message:send'] = () => ({
      error: 'Active subscription required to send messages',
    });
    renderMessages('/messages?c=conv-1');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Active subscription required to send messages',
    );
    expect(box).toHaveValue('Hello?');
  });

  it('starts a conversation from ?to= and shows the daily limit refusal', async () => {
    const calls = stubMessagingApi({
      'POST /messages/conversations': () =>
        jsonResponse(403, { error: 'Daily conversation limit reached (5)' }),
    });
    renderMessages('/messages?to=creator-9');
    expect(await screen.findByText('Daily conversation limit reached (5)')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'direct',
      participantId: 'creator-9',
    });
  });

  it("offers the creator's cheapest tier when a conversation is refused for want of paying them", async () => {
    stubMessagingApi({
      'POST /messages/conversations': () =>
        jsonResponse(403, {
          error: 'Active subscription required to send messages',
          upgradeUrl: '/subscription',
          cheapestTier: { id: 'tier-fans', name: 'Fans', priceCents: 499, currency: 'USD' },
        }),
    });
    renderMessages('/messages?to=creator-9');
    expect(
      await screen.findByText(
        'Active subscription required to send messages. Subscribers of this creator may message them: Fans, $4.99 a month.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe for $4.99' })).toHaveAttribute(
      'href',
      '/subscribe/creator-9?tier=tier-fans',
    );
  });

  it('edits and deletes an own message', async () => {
    stubMessagingApi({
      'PUT /messages/conv-1-2': (call) =>
        jsonResponse(200, {
          data: {
            ...REPLY,
            content: (call.body as { content: string }).content,
            editedAt: '2025-06-01T10:07:00.000Z',
          },
        }),
      'DELETE /messages/conv-1-2': () =>
        jsonResponse(200, {
          data: {
            ...REPLY,
            content: 'This message was deleted',
            deletedAt: '2025-06-01T10:08:00.000Z',
          },
        }),
    });
    renderMessages('/messages?c=conv-1');
    await screen.findByText('Hello there');
    const thread = screen.getByRole('region', { name: 'Conversation with Nora Vale' });
    expect(within(thread).getAllByRole('button', { name: 'Edit message' })).toHaveLength(1);

    await userEvent.click(within(thread).getByRole('button', { name: 'Edit message' }));
    const editor = within(thread).getByRole('textbox', { name: 'Edit message' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Hi Nora, thanks');
    await userEvent.click(within(thread).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(thread).queryByRole('textbox', { name: 'Edit message' })).toBeNull(),
    );
    expect(within(thread).getByText('Hi Nora, thanks')).toBeInTheDocument();
    expect(within(thread).getByText('edited')).toBeInTheDocument();

    await userEvent.click(within(thread).getByRole('button', { name: 'Delete message' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await within(thread).findByText('This message was deleted')).toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: 'Edit message' })).not.toBeInTheDocument();
  });

  it('loads older messages with the before cursor and applies live edits and deletions', async () => {
    const OLDER = makeMessage({ id: 'conv-1-0', content: 'First light over the fjord' });
    const calls = stubMessagingApi({
      'GET /messages/conversations/conv-1/messages': (call) =>
        call.query.get('before') === 'conv-1-1'
          ? jsonResponse(200, { data: { items: [OLDER], nextCursor: null } })
          : jsonResponse(200, { data: { items: [GREETING, REPLY], nextCursor: 'conv-1-1' } }),
    });
    renderMessages('/messages?c=conv-1');
    const thread = await screen.findByRole('region', { name: 'Conversation with Nora Vale' });
    await userEvent.click(
      await within(thread).findByRole('button', { name: 'Load older messages' }),
    );
    expect(await within(thread).findByText('First light over the fjord')).toBeInTheDocument();
    expect(calls.some((call) => call.query.get('before') === 'conv-1-1')).toBe(true);
    expect(within(thread).queryByRole('button', { name: 'Load older messages' })).toBeNull();

    act(() =>
      fake.socket.receive('message:updated', {
        ...GREETING,
        content: 'Hello there, welcome',
        editedAt: '2025-06-01T10:09:00.000Z',
      }),
    );
    expect(await within(thread).findByText('Hello there, welcome')).toBeInTheDocument();
    act(() =>
      fake.socket.receive('message:deleted', {
        id: 'conv-1-0',
        conversationId: 'conv-1',
        deletedAt: '2025-06-01T10:10:00.000Z',
      }),
    );
    expect(await within(thread).findByText('This message was deleted')).toBeInTheDocument();
    expect(within(thread).queryByText('First light over the fjord')).toBeNull();
  });
});
