import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost } from '../../../test/content-fixtures';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth } from '../../../test/test-fixtures';
import { BookmarksPage } from './bookmarks-page';

const saved = (id: string, title: string) =>
  makePost({ id, title, viewer: { liked: false, bookmarked: true } });

function renderBookmarks() {
  return renderFeature(<BookmarksPage />, { route: '/bookmarks', auth: makeAuth() });
}

describe('BookmarksPage', () => {
  it('lists saved posts page by page along the cursor', async () => {
    const calls = stubApiRoutes({
      'GET /content/bookmarks': (call) =>
        call.query.get('cursor') === '1700:post-2'
          ? jsonResponse(200, { data: { items: [saved('post-1', 'Old map')], nextCursor: null } })
          : jsonResponse(200, {
              data: {
                items: [saved('post-3', 'Night ferry'), saved('post-2', 'Salt flats')],
                nextCursor: '1700:post-2',
              },
            }),
    });
    renderBookmarks();
    expect(await screen.findByRole('article', { name: 'Night ferry' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Salt flats' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('article', { name: 'Old map' })).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('cursor')).toBe('1700:post-2');
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
  });

  it('says how to save a post when there are none', async () => {
    stubApiRoutes({
      'GET /content/bookmarks': () => jsonResponse(200, { data: { items: [], nextCursor: null } }),
    });
    renderBookmarks();
    expect(await screen.findByText('No bookmarks yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore posts' })).toHaveAttribute('href', '/explore');
  });
});
