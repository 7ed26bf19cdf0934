import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationDto, MessageDto } from '@tessera/contracts';
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
const PIA = makeProfile({ id: 'creator-3', username: 'pia', displayName: 'Pia Lund' });
const reaction = (userId: string, emoji: string, at: string) => ({
  id: `${userId}|${emoji}`,
  userId,
  emoji,
  createdAt: at,
});
const GREETING = makeMessage({
  reactions: [
    reaction('creator-1', '🔥', '2025-06-01T10:01:00.000Z'),
    reaction('user-1', '🔥', '2025-06-01T10:02:00.000Z'),
    reaction('creator-1', '😂', '2025-06-01T10:03:00.000Z'),
  ],
});
const WITH_NORA = makeConversation('creator-1', {
  lastMessage: GREETING,
  lastMessageAt: '2025-06-01T10:00:00.000Z',
  draft: {
    conversationId: 'conv-1',
    content: 'Half a thought',
    lastModified: '2025-06-01T10:05:00.000Z',
  },
});
const WITH_ODA = makeConversation('creator-2', {
  id: 'conv-2',
  lastMessageAt: '2025-06-01T11:00:00.000Z',
  lastMessage: makeMessage({ id: 'conv-2-1', conversationId: 'conv-2', senderId: 'creator-2' }),
  isPinned: true,
  isMuted: true,
  unreadCount: 2,
});
const WITH_PIA = makeConversation('creator-3', {
  id: 'conv-3',
  lastMessageAt: '2025-06-01T12:00:00.000Z',
  isArchived: true,
});

let fake: { socket: FakeSocket; restore: () => void };
beforeEach(() => {
  fake = installFakeSocket();
});
afterEach(() => fake.restore());

const withMessage = (message: MessageDto, changes: Partial<MessageDto>) => ({
  data: { ...message, ...changes },
});

function stubServer(extra: Record<string, (call: ApiCall) => Response> = {}) {
  return stubApiRoutes({
    'GET /messages/conversations': () =>
      jsonResponse(200, { data: { conversations: [WITH_PIA, WITH_ODA, WITH_NORA] } }),
    'GET /users/creator-1': () => jsonResponse(200, { data: { user: NORA } }),
    'GET /users/creator-2': () => jsonResponse(200, { data: { user: ODA } }),
    'GET /users/creator-3': () => jsonResponse(200, { data: { user: PIA } }),
    'POST /online-status/bulk-status': () =>
      jsonResponse(200, {
        data: { statuses: { 'creator-1': 'OFFLINE', 'creator-2': 'ONLINE', 'creator-3': 'AWAY' } },
      }),
    'GET /online-status/status/creator-1': () =>
      jsonResponse(200, {
        data: {
          userId: 'creator-1',
          status: 'OFFLINE',
          lastSeen: new Date(Date.now() - 5 * 60_000).toISOString(),
          lastActivity: null,
        },
      }),
    'GET /messages/conversations/conv-1/messages': () =>
      jsonResponse(200, { data: { items: [GREETING], nextCursor: null } }),
    'POST /messages/conversations/conv-1/read': () =>
      jsonResponse(200, {
        data: {
          conversationId: 'conv-1',
          userId: 'user-1',
          lastReadMessageId: 'conv-1-1',
          lastReadAt: '2025-06-01T10:05:00.000Z',
          unreadCount: 0,
        },
      }),
    ...extra,
  });
}

const renderMessages = (route = '/messages') =>
  renderFeature(<MessagesPage />, { route, auth: makeAuth() });

describe('organizing conversations', () => {
  it('puts pinned ones first, archived ones apart, and shows drafts, mutes and online dots', async () => {
    stubServer();
    renderMessages();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await within(list).findByText('Oda Berg');
    const names = within(list)
      .getAllByRole('button')
      .map((row) => row.textContent ?? '');
    expect(names[0]).toContain('Oda Berg');
    expect(names[1]).toContain('Nora Vale');
    expect(names.join(' ')).not.toContain('Pia Lund');
    expect(within(list).getByLabelText('Pinned')).toBeInTheDocument();
    expect(within(list).getByLabelText('Muted')).toBeInTheDocument();
    expect(within(list).getByText('Draft: Half a thought')).toBeInTheDocument();
    expect(await within(list).findByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Offline' })).toBeInTheDocument();

    await userEvent.click(screen.getByText('Archived (1)'));
    expect(await within(list).findByText('Pia Lund')).toBeInTheDocument();
    expect(within(list).queryByText('Oda Berg')).not.toBeInTheDocument();
  });

  it('brings an archived conversation back to the list when a message arrives in it', async () => {
    stubServer();
    renderMessages();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await within(list).findByText('Oda Berg');
    expect(within(list).queryByText('Pia Lund')).not.toBeInTheDocument();

    act(() =>
      fake.socket.receive(
        'message:new',
        makeMessage({
          id: 'conv-3-1',
          conversationId: 'conv-3',
          senderId: 'creator-3',
          content: 'Are you there?',
        }),
      ),
    );

    expect(await within(list).findByText('Pia Lund')).toBeInTheDocument();
    expect(screen.queryByText('Archived (1)')).not.toBeInTheDocument();
  });

  it('pins from the thread menu and shows when the other person was last seen', async () => {
    const calls = stubServer({
      'PUT /messages/conversations/conv-1/preferences': (call) =>
        jsonResponse(200, { data: { ...WITH_NORA, ...(call.body as object) } }),
    });
    renderMessages('/messages?c=conv-1');
    expect(await screen.findByText('Last seen 5m ago')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByText('Pin to top'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isPinned: true }),
    );
    const list = screen.getByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(list).getAllByLabelText('Pinned')).toHaveLength(2));
  });

  it('refreshes statuses when a contact’s presence changes', async () => {
    const calls = stubServer();
    renderMessages();
    await screen.findByRole('img', { name: 'Online' });
    const asked = () => calls.filter((call) => call.path === '/online-status/bulk-status').length;
    const before = asked();
    act(() => fake.socket.receive('presence', { userId: 'creator-2', status: 'OFFLINE' }));
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
  });
});

describe('drafts', () => {
  it('opens the composer with the draft and saves changes once typing pauses', async () => {
    const calls = stubServer({
      'PUT /messages/conversations/conv-1/draft': (call) =>
        jsonResponse(200, {
          data: {
            ...WITH_NORA,
            draft: {
              conversationId: 'conv-1',
              content: (call.body as { content: string }).content,
              lastModified: '2025-06-01T10:06:00.000Z',
            },
          } satisfies ConversationDto,
        }),
    });
    renderMessages('/messages?c=conv-1');
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    expect(composer).toHaveValue('Half a thought');
    await userEvent.type(composer, ', finished');
    await waitFor(
      () =>
        expect(calls.find((call) => call.path.endsWith('/draft'))?.body).toEqual({
          content: 'Half a thought, finished',
        }),
      { timeout: 3000 },
    );
  });
});

describe('reactions', () => {
  it('groups reactions by emoji, takes one’s own back and adds one from the picker', async () => {
    const fire = encodeURIComponent('🔥');
    const calls = stubServer({
      [`DELETE /messages/conv-1-1/reactions/${fire}`]: () =>
        jsonResponse(
          200,
          withMessage(GREETING, {
            reactions: GREETING.reactions.filter((item) => item.userId !== 'user-1'),
          }),
        ),
      'POST /messages/conv-1-1/reactions': () =>
        jsonResponse(
          200,
          withMessage(GREETING, {
            reactions: [
              ...GREETING.reactions,
              reaction('user-1', '👍', '2025-06-01T10:04:00.000Z'),
            ],
          }),
        ),
    });
    renderMessages('/messages?c=conv-1');
    const reactions = await screen.findByLabelText('Reactions');
    const mine = within(reactions).getByRole('button', { name: '🔥 2, yours: remove it' });
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    expect(within(reactions).getByRole('button', { name: '😂 1' })).toBeInTheDocument();

    await userEvent.click(mine);
    expect(await within(reactions).findByRole('button', { name: '🔥 1' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'React' }));
    await userEvent.click(await screen.findByRole('button', { name: 'React with 👍' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path.endsWith('/reactions'))?.body,
      ).toEqual({
        emoji: '👍',
      }),
    );
    expect(
      await screen.findByRole('button', { name: '👍 1, yours: remove it' }),
    ).toBeInTheDocument();
  });

  it('shows a reaction someone else leaves, live', async () => {
    stubServer();
    renderMessages('/messages?c=conv-1');
    await screen.findByLabelText('Reactions');
    act(() =>
      fake.socket.receive('message:updated', {
        ...GREETING,
        reactions: [...GREETING.reactions, reaction('creator-1', '❤️', '2025-06-01T10:09:00.000Z')],
      }),
    );
    expect(await screen.findByRole('button', { name: '❤️ 1' })).toBeInTheDocument();
  });
});
