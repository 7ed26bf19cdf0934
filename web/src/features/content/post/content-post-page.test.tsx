import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { makePost } from '../../../test/content-fixtures';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth } from '../../../test/test-fixtures';
import { ContentPostPage } from './content-post-page';

const emptyComments = { items: [], page: 1, limit: 20, total: 0 };

function renderPost(id: string) {
  return renderFeature(<ContentPostPage />, {
    route: `/content/${id}`,
    path: '/content/:contentId',
    auth: makeAuth(),
  });
}

describe('ContentPostPage', () => {
  it('shows a locked post blurred with the reason, records no view and offers no comment form', async () => {
    const calls = stubApiRoutes({
      'GET /content/post-9': () =>
        jsonResponse(200, {
          data: makePost({
            id: 'post-9',
            title: 'Behind the lens',
            mediaUrl: undefined,
            mediaUrls: undefined,
            previewUrl: '/media/blurred.jpg',
            access: {
              allowed: false,
              reason: 'VIP Subscriber tier required for exclusive content',
              upgradeUrl: '/subscription',
            },
          }),
        }),
    });
    renderPost('post-9');
    const lock = await screen.findByTestId('locked-media');
    expect(
      within(lock).getByText('VIP Subscriber tier required for exclusive content'),
    ).toBeInTheDocument();
    expect(lock.querySelector('img')).toHaveClass('locked-media__preview');
    expect(within(lock).queryByRole('link', { name: /Unlock/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/view'))).toBe(false);
    expect(calls.some((call) => call.path.endsWith('/comments'))).toBe(false);
    expect(screen.queryByText('Comments could not be loaded')).toBeNull();
    expect(screen.getByText('Comments are open to those who can see this post.')).toBeVisible();
  });

  it("invites the viewer to the creator's cheapest tier that opens the post, one click from checkout", async () => {
    stubApiRoutes({
      'GET /content/post-7': () =>
        jsonResponse(200, {
          data: makePost({
            id: 'post-7',
            mediaUrl: undefined,
            mediaUrls: undefined,
            access: {
              allowed: false,
              reason: 'Active subscription required',
              requiredTier: 'basic-subscriber',
              upgradeUrl: '/subscription',
              cheapestTier: { id: 'tier-fans', name: 'Fans', priceCents: 499, currency: 'USD' },
            },
          }),
        }),
    });
    renderPost('post-7');
    const lock = await screen.findByTestId('locked-media');
    expect(within(lock).getByText('Subscribe to Nora Vale to see this post')).toBeVisible();
    expect(within(lock).getByText('Fans · $4.99 a month')).toBeVisible();
    expect(within(lock).queryByText('Active subscription required')).toBeNull();
    expect(within(lock).queryByText(/Needs/)).toBeNull();
    expect(within(lock).getByRole('link', { name: 'Subscribe for $4.99' })).toHaveAttribute(
      'href',
      '/subscribe/creator-1?tier=tier-fans',
    );
  });

  it('records a view, posts a comment and reports the post', async () => {
    const calls = stubApiRoutes({
      'GET /content/post-1': () => jsonResponse(200, { data: makePost() }),
      'GET /content/post-1/comments': () => jsonResponse(200, { data: emptyComments }),
      'POST /content/post-1/view': () => jsonResponse(200, { data: null }),
      'POST /content/post-1/comments': () =>
        jsonResponse(201, {
          data: {
            id: 'comment-1',
            contentId: 'post-1',
            author: { id: 'user-1', username: 'mara', displayName: 'Mara Lind', avatar: '' },
            text: 'Lovely light',
            createdAt: '2025-05-02T10:00:00.000Z',
          },
        }),
      'POST /content/post-1/report': () => jsonResponse(201, { data: null }),
    });
    renderPost('post-1');
    expect(await screen.findByRole('heading', { name: 'Fjord at dawn' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/content/post-1/view')).toHaveLength(1),
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), {
      target: { value: 'Lovely light' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path === '/content/post-1/comments')
          ?.body,
      ).toEqual({ text: 'Lovely light' }),
    );

    fireEvent.click(screen.getByRole('button', { name: /Report/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or misleading' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/content/post-1/report')?.body).toEqual({
        reason: 'spam',
        description: '',
      }),
    );
  });
});
