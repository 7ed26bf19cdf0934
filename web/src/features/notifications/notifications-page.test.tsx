import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationDto,
  type NotificationType,
} from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { renderFeature } from '../../test/render-feature';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { NotificationsPage } from './notifications-page';

function makeNotification(
  type: NotificationType,
  overrides: Partial<NotificationDto> = {},
): NotificationDto {
  return {
    id: `n-${type}`,
    userId: 'creator-1',
    type,
    conversationId: null,
    messageId: null,
    contentId: null,
    actorId: 'fan-1',
    title: `A ${type} notification`,
    body: '',
    avatar: '',
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

const tip = makeNotification('tip', { title: 'Ana sent you a $5.00 tip', body: 'Lovely work' });
const comment = makeNotification('comment', {
  title: 'Ben commented on your post',
  contentId: 'post-9',
});
const message = makeNotification('message', {
  title: 'New message from Cleo',
  conversationId: 'conv-3',
  isRead: true,
});

function renderPage(items: NotificationDto[] = [tip, comment, message]) {
  const unread = items.filter((item) => !item.isRead).length;
  const calls = stubApiRoutes({
    'GET /notifications': () => jsonResponse(200, { data: { items, unreadCount: unread } }),
    [`POST /notifications/${tip.id}/read`]: () =>
      jsonResponse(200, { data: { ...tip, isRead: true } }),
    'POST /notifications/read-all': () =>
      jsonResponse(200, { data: { marked: unread, unreadCount: 0 } }),
    'GET /notifications/settings': () => jsonResponse(200, { data: DEFAULT_NOTIFICATION_SETTINGS }),
    'PUT /notifications/settings': () =>
      jsonResponse(200, {
        data: { ...DEFAULT_NOTIFICATION_SETTINGS, pushNotifications: false },
      }),
  });
  renderFeature(<NotificationsPage />, {
    route: '/notifications',
    auth: makeAuth(makeUser({ id: 'creator-1', role: 'creator' })),
  });
  return calls;
}

describe('NotificationsPage', () => {
  it('lists notifications with unread ones marked and links to what they are about', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveClass('notification-row--unread');
    expect(rows[2]).not.toHaveClass('notification-row--unread');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(screen.getByText('Lovely work')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/earnings');
    expect(within(rows[1]).getByRole('link')).toHaveAttribute('href', '/content/post-9');
    expect(within(rows[2]).getByRole('link')).toHaveAttribute('href', '/messages?c=conv-3');
    expect(within(rows[0]).getByText(/Tips · 5m ago/)).toBeInTheDocument();
  });

  it('marks one notification read, then all of them', async () => {
    const calls = renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark “Ana sent you a $5.00 tip” as read' }),
    );
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/notifications/${tip.id}/read`)).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/notifications/read-all')).toBe(true);
  });

  it('shows an empty state when there is nothing yet', async () => {
    renderPage([]);
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('saves a setting as soon as it is switched', async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Live notifications' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        pushNotifications: false,
      }),
    );
  });
});
