import type { QueueItemDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePost } from '../../test/content-fixtures';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { ModerationQueuePage } from './moderation-queue-page';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));
const DAY_MS = 86_400_000;
/** The dialog opens with an animation; give it time on a busy machine. */
const SLOW = { timeout: 5_000 };

function queueItem(id: string, overrides: Partial<QueueItemDto> = {}): QueueItemDto {
  const createdAt = new Date(Date.now() - DAY_MS);
  return {
    id,
    kind: 'report',
    targetType: 'post',
    targetId: `post-${id}`,
    creatorId: 'creator-1',
    reason: 'non_consent',
    description: 'That is me',
    severity: 'critical',
    reporterId: 'fan-1',
    createdAt: createdAt.toISOString(),
    dueAt: new Date(createdAt.getTime() + 7 * DAY_MS).toISOString(),
    status: 'open',
    assigneeId: null,
    notes: [],
    resolution: null,
    appealed: false,
    evidence: null,
    ...overrides,
  };
}

const items = [
  queueItem('r1'),
  queueItem('m1', {
    targetType: 'message',
    targetId: 'conv-1-4',
    reason: 'harassment',
    severity: 'medium',
    evidence: {
      conversationId: 'conv-1',
      text: 'Pay me or else',
      mediaIds: ['media-1'],
      sentAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
    },
  }),
  queueItem('v1', {
    kind: 'review',
    reason: 'awaiting_review',
    severity: 'medium',
    reporterId: null,
  }),
  queueItem('v2', {
    kind: 'review',
    reason: 'awaiting_review',
    severity: 'medium',
    reporterId: null,
  }),
];
let calls: ApiCall[];
const callsTo = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => {
  calls = stubApiRoutes({
    'GET /admin/reports': () =>
      jsonResponse(200, { data: { items, page: 1, limit: 10, total: items.length } }),
    'GET /content/post-r1': () =>
      jsonResponse(200, { data: makePost({ id: 'post-r1', title: 'Night market' }) }),
    'GET /content/post-v1': () => jsonResponse(200, { data: makePost({ id: 'post-v1' }) }),
    'GET /content/post-v2': () => jsonResponse(200, { data: makePost({ id: 'post-v2' }) }),
    'POST /admin/reports/r1/claim': () =>
      jsonResponse(200, { data: { ...items[0], status: 'claimed', assigneeId: 'admin-1' } }),
    'POST /admin/reports/r1/resolve': () =>
      jsonResponse(200, { data: { ...items[0], status: 'resolved' } }),
    'POST /admin/reviews/bulk': (call) => {
      const { postIds } = call.body as { postIds: string[] };
      return jsonResponse(200, {
        data: { results: postIds.map((postId) => ({ postId, ok: true })) },
      });
    },
  });
});

const renderPage = () =>
  renderFeature(<ModerationQueuePage />, { route: '/admin/content', auth: admin });
const card = (name: string) => screen.getByRole('article', { name });

describe('ModerationQueuePage', () => {
  it('shows severity and the 7-day clock, with media blurred until revealed', async () => {
    renderPage();
    await screen.findByText('Night market');
    const report = card('Report: Shared without consent');
    expect(within(report).getByText('critical')).toBeInTheDocument();
    expect(within(report).getByText(/^Due in 5 d/)).toBeInTheDocument();
    const media = within(report).getByTestId('queue-media');
    expect(media).toHaveClass('queue-media__frame--blurred');
    fireEvent.click(within(report).getByRole('button', { name: /Show media/ }));
    expect(media).not.toHaveClass('queue-media__frame--blurred');
  });

  it('claims a report and resolves it with a reason the creator reads', async () => {
    renderPage();
    await screen.findByText('Night market');
    const report = card('Report: Shared without consent');
    fireEvent.click(within(report).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(callsTo('POST', '/admin/reports/r1/claim')).toHaveLength(1));

    const resolve = within(report).getByRole('button', { name: 'Resolve…' });
    await waitFor(() => expect(resolve).toBeEnabled());
    fireEvent.click(resolve);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Resolve report')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Remove the content/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Tell the creator why', {}, SLOW)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Shared without consent' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(callsTo('POST', '/admin/reports/r1/resolve')).toHaveLength(1));
    expect(callsTo('POST', '/admin/reports/r1/resolve')[0].body).toEqual({
      action: 'remove_content',
      notes: 'Shared without consent',
    });
  });

  it('shows a reported message from its copy and offers only message actions', async () => {
    renderPage();
    const report = await screen.findByRole('article', { name: 'Report: Harassment or bullying' });
    expect(within(report).getByText('Pay me or else')).toBeInTheDocument();
    expect(within(report).getByText(/1 attachment kept with the report/)).toBeInTheDocument();
    fireEvent.click(within(report).getByRole('button', { name: 'Resolve…' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const actions = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(actions).toEqual(['dismiss', 'remove_message', 'warn_creator', 'suspend_creator']);
    expect(within(dialog).getByText(/Warn the sender/)).toBeInTheDocument();
  });

  it('approves every selected review in one request', async () => {
    renderPage();
    await screen.findByText('Night market');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all reviews on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2' }));
    await waitFor(() => expect(callsTo('POST', '/admin/reviews/bulk')).toHaveLength(1));
    expect(callsTo('POST', '/admin/reviews/bulk')[0].body).toEqual({
      postIds: ['post-v1', 'post-v2'],
      action: 'approve',
      notes: '',
    });
  });
});
