import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { makePost } from '../../../test/content-fixtures';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth } from '../../../test/test-fixtures';
import { ContentFeedPage } from './content-feed-page';

const FIRST_PAGE = [
  makePost({ id: 'post-1', title: 'Fjord at dawn' }),
  makePost({ id: 'post-2', title: 'Harbour lights' }),
];
const SECOND_PAGE = [makePost({ id: 'post-3', title: 'Night swim' })];

function renderFeed() {
  return renderFeature(<ContentFeedPage />, { route: '/feed', auth: makeAuth() });
}

describe('ContentFeedPage', () => {
  it('loads the next page along the cursor and says when the end is reached', async () => {
    const calls = stubApiRoutes({
      'GET /content/feed': (call) =>
        call.query.get('cursor') === 'cursor-2'
          ? jsonResponse(200, { data: { items: SECOND_PAGE, nextCursor: null } })
          : jsonResponse(200, { data: { items: FIRST_PAGE, nextCursor: 'cursor-2' } }),
    });
    renderFeed();
    expect(await screen.findByRole('article', { name: 'Fjord at dawn' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Harbour lights' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Night swim' })).toBeNull();
    expect(calls[0]?.query.get('cursor')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('article', { name: 'Night swim' })).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('cursor')).toBe('cursor-2');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
  });

  it('shows a locked post blurred, with the reason and ways to subscribe or unlock', async () => {
    const locked = makePost({
      id: 'post-9',
      title: 'Behind the lens',
      privacyLevel: 'premium',
      mediaUrl: undefined,
      mediaUrls: undefined,
      previewUrl: '/media/blurred.jpg',
      priceCents: 499,
      access: {
        allowed: false,
        reason: 'Pro Subscriber tier or higher required',
        requiredTier: 'pro-subscriber',
        upgradeUrl: '/subscription',
      },
    });
    stubApiRoutes({
      'GET /content/feed': () => jsonResponse(200, { data: { items: [locked], nextCursor: null } }),
    });
    renderFeed();
    const card = await screen.findByRole('article', { name: 'Behind the lens' });
    const lock = within(card).getByTestId('locked-media');
    expect(within(lock).getByText('Pro Subscriber tier or higher required')).toBeInTheDocument();
    expect(within(lock).getByText('Needs Pro Subscriber')).toBeInTheDocument();
    const preview = lock.querySelector('img');
    expect(preview).toHaveAttribute('src', '/media/blurred.jpg');
    expect(preview).toHaveClass('locked-media__preview');
    expect(within(lock).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(within(lock).getByRole('link', { name: 'Unlock for $4.99' })).toHaveAttribute(
      'href',
      '/subscription/checkout?contentId=post-9',
    );
    expect(card.querySelector('img[src="/media/fjord.jpg"]')).toBeNull();
  });

  it('likes a post and shows the new count', async () => {
    const calls = stubApiRoutes({
      'GET /content/feed': () =>
        jsonResponse(200, { data: { items: [FIRST_PAGE[0]], nextCursor: null } }),
      'POST /content/post-1/like': () =>
        jsonResponse(200, { data: { liked: true, likesCount: 13 } }),
    });
    renderFeed();
    const card = await screen.findByRole('article', { name: 'Fjord at dawn' });
    fireEvent.click(within(card).getByRole('button', { name: /^Like, / }));
    const unlike = await within(card).findByRole('button', { name: /^Unlike, / });
    expect(unlike).toHaveTextContent('13');
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  });
});
