import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_THEMES, type ConversationDto } from '@tessera/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth } from '../../test/test-fixtures';
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
const WITH_NORA = makeConversation('creator-1', {
  lastMessage: makeMessage(),
  lastMessageAt: '2025-06-01T10:00:00.000Z',
});
const WITH_ODA = makeConversation('creator-2', { id: 'conv-2' });
const GROUP: ConversationDto = {
  ...makeConversation('creator-2', { id: 'group-1', type: 'group', name: 'Weekend shoot' }),
  creatorId: 'user-1',
};

let fake: { socket: FakeSocket; restore: () => void };
beforeEach(() => {
  fake = installFakeSocket();
});
afterEach(() => fake.restore());

function stubServer(
  conversations: () => ConversationDto[],
  extra: Record<string, (call: ApiCall) => Response> = {},
) {
  return stubApiRoutes({
    'GET /messages/conversations': () =>
      jsonResponse(200, { data: { conversations: conversations() } }),
    'GET /users/creator-1': () => jsonResponse(200, { data: { user: NORA } }),
    'GET /users/creator-2': () => jsonResponse(200, { data: { user: ODA } }),
    'POST /online-status/bulk-status': () => jsonResponse(200, { data: { statuses: {} } }),
    'GET /search': () =>
      jsonResponse(200, { data: { query: '', total: 0, results: [], insights: [], tookMs: 1 } }),
    'GET /messages/conversations/conv-1/messages': () =>
      jsonResponse(200, { data: { items: [makeMessage()], nextCursor: null } }),
    'GET /messages/conversations/group-1/messages': () =>
      jsonResponse(200, { data: { items: [], nextCursor: null } }),
    ...extra,
  });
}

const renderMessages = (route = '/messages') =>
  renderFeature(<MessagesPage />, { route, auth: makeAuth() });

describe('groups, deleting and themes', () => {
  it('starts a group with a contact picked by name and opens it', async () => {
    let list = [WITH_NORA, WITH_ODA];
    const calls = stubServer(() => list, {
      'POST /messages/conversations': () => {
        list = [GROUP, ...list];
        return jsonResponse(201, { data: GROUP });
      },
    });
    renderMessages();
    await userEvent.click(await screen.findByRole('button', { name: /New group/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await userEvent.type(within(dialog).getByLabelText('Group name'), 'Weekend shoot');
    await userEvent.type(within(dialog).getByLabelText('Members'), 'Oda');
    const options = await screen.findAllByText('Oda Berg', { selector: '.ant-flex' });
    await userEvent.click(options[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));

    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path === '/messages/conversations')
          ?.body,
      ).toEqual({
        type: 'group',
        name: 'Weekend shoot',
        participantIds: ['creator-2'],
      }),
    );
    const thread = await screen.findByRole('region', { name: 'Conversation with Weekend shoot' });
    expect(within(thread).getByRole('button', { name: '2 members' })).toBeInTheDocument();
    const rows = screen.getByRole('list', { name: 'Conversations' });
    expect(await within(rows).findByText('Weekend shoot')).toBeInTheDocument();
  });

  it('themes a thread, offers a tip to the creator, and deletes the conversation once confirmed', async () => {
    let list = [WITH_NORA, WITH_ODA];
    const calls = stubServer(() => list, {
      'PUT /messages/conversations/conv-1/theme': (call) =>
        jsonResponse(200, { data: { ...WITH_NORA, ...(call.body as object) } }),
      'DELETE /messages/conversations/conv-1': () => {
        list = [WITH_ODA];
        return jsonResponse(200, { data: null });
      },
    });
    renderMessages('/messages?c=conv-1');
    const thread = await screen.findByRole('region', { name: 'Conversation with Nora Vale' });
    expect(within(thread).getByRole('button', { name: /Tip$/ })).toBeInTheDocument();

    await userEvent.click(within(thread).getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByText('Chat theme'));
    await userEvent.click(await screen.findByRole('radio', { name: /Forest/ }));
    await waitFor(() =>
      expect(thread.style.getPropertyValue('--chat-sent')).toBe(
        CHAT_THEMES.forest.bubbleColors.sent,
      ),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ themeId: 'forest' });

    await userEvent.click(within(thread).getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByText('Delete conversation'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const rows = screen.getByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(rows).queryByText('Nora Vale')).not.toBeInTheDocument());
    expect(within(rows).getByText('Oda Berg')).toBeInTheDocument();
  });

  it("shows another member's change to an open group live, and drops a group one was removed from", async () => {
    let list = [GROUP, WITH_NORA];
    stubServer(() => list);
    const { router } = renderMessages('/messages?c=group-1');
    await screen.findByRole('region', { name: 'Conversation with Weekend shoot' });

    list = [{ ...GROUP, name: 'Night shoot' }, WITH_NORA];
    act(() =>
      fake.socket.receive('conversation:changed', {
        conversationId: 'group-1',
        change: 'details_changed',
        userId: 'creator-2',
        byUserId: 'creator-2',
        at: '2025-06-01T10:00:00.000Z',
      }),
    );
    expect(
      await screen.findByRole('region', { name: 'Conversation with Night shoot' }),
    ).toBeInTheDocument();

    list = [WITH_NORA];
    act(() =>
      fake.socket.receive('conversation:removed', {
        conversationId: 'group-1',
        reason: 'removed',
        at: '2025-06-01T10:01:00.000Z',
      }),
    );
    const rows = screen.getByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(rows).queryByText('Night shoot')).not.toBeInTheDocument());
    expect(
      screen.queryByRole('region', { name: 'Conversation with Night shoot' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('Choose a conversation to read and reply')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
