import type { ContentDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenRoutes } from '../../app/app-routes';
import { makePost } from '../../test/content-fixtures';
import { renderFeature, renderRoutes } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { ContentModerationPage } from './content-moderation-page';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));
const pendingPost = (id: string, title: string, overrides: Partial<ContentDto> = {}) =>
  makePost({ id, title, status: 'pending', moderationStatus: 'pending', ...overrides });

let pending: ContentDto[];
let calls: ApiCall[];

function stubModerationApi() {
  pending = [
    pendingPost('post-1', 'Fjord at dawn', {
      privacyLevel: 'premium',
      scheduledAt: '2030-06-01T09:30:00.000Z',
    }),
    pendingPost('post-2', 'Harbour lights'),
    pendingPost('post-3', 'Night swim'),
  ];
  const decide = (call: ApiCall) => {
    const id = call.path.split('/')[2];
    const post = pending.find((candidate) => candidate.id === id);
    pending = pending.filter((candidate) => candidate.id !== id);
    return jsonResponse(200, { data: post });
  };
  calls = stubApiRoutes({
    'GET /content/moderation/pending': () =>
      jsonResponse(200, { data: { items: pending, page: 1, limit: 10, total: pending.length } }),
    'POST /content/post-1/moderation': decide,
    'POST /content/post-2/moderation': decide,
    'POST /content/post-3/moderation': decide,
  });
}

const decisions = () => calls.filter((call) => call.method === 'POST');
const queueReads = () => calls.filter((call) => call.path === '/content/moderation/pending');

function renderQueue() {
  return renderFeature(<ContentModerationPage />, { route: '/admin/content', auth: admin });
}

describe('ContentModerationPage', () => {
  beforeEach(stubModerationApi);

  it('shows each waiting post with its creator, privacy and scheduled time', async () => {
    renderQueue();
    const card = await screen.findByRole('article', { name: 'Fjord at dawn' });
    expect(within(card).getByRole('link', { name: 'Nora Vale' })).toBeInTheDocument();
    expect(within(card).getByText('First light over the water.')).toBeInTheDocument();
    expect(within(card).getByText(/^Premium/)).toBeInTheDocument();
    expect(within(card).getByText(/^Scheduled for/)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Fjord at dawn' })).toBeInTheDocument();
    expect(queueReads()[0]?.query.get('page')).toBe('1');
  });

  it('approves one post and reads the queue again', async () => {
    renderQueue();
    const card = await screen.findByRole('article', { name: 'Harbour lights' });
    fireEvent.click(within(card).getByRole('button', { name: /Approve/ }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Harbour lights' })).toBeNull(),
    );
    expect(decisions()).toEqual([
      expect.objectContaining({
        path: '/content/post-2/moderation',
        body: { decision: 'approve', notes: '' },
      }),
    ]);
    expect(queueReads().length).toBeGreaterThan(1);
  });

  it('rejects a post only with notes for the creator', async () => {
    renderQueue();
    const card = await screen.findByRole('article', { name: 'Night swim' });
    fireEvent.click(within(card).getByRole('button', { name: /Reject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject post' }));
    expect(await within(dialog).findByText('Say what has to change')).toBeInTheDocument();
    expect(decisions()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Notes for the creator'), {
      target: { value: '  Blur the licence plate, please.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject post' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Night swim' })).toBeNull());
    expect(decisions()).toEqual([
      expect.objectContaining({
        path: '/content/post-3/moderation',
        body: { decision: 'reject', notes: 'Blur the licence plate, please.' },
      }),
    ]);
  });

  it('approves the selected posts together and then says nothing waits', async () => {
    renderQueue();
    await screen.findByRole('article', { name: 'Fjord at dawn' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(screen.getByRole('button', { name: /Approve 3 posts/ }));
    expect(await screen.findByText('Nothing waits for review')).toBeInTheDocument();
    expect(decisions().map((call) => call.path)).toEqual([
      '/content/post-1/moderation',
      '/content/post-2/moderation',
      '/content/post-3/moderation',
    ]);
    expect(
      decisions().every((call) => (call.body as { decision: string }).decision === 'approve'),
    ).toBe(true);
  });

  it('is closed to anyone but administrators', async () => {
    renderRoutes(screenRoutes(), { route: '/admin/content', auth: makeAuth() });
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
    expect(queueReads()).toHaveLength(0);
  });
});
