import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ARTICLE_FIXTURES } from '../../test/test-fixtures';
import { renderRoutes } from '../../test/render-feature';
import { stubApi } from '../../test/stub-api';
import { NotFoundPage } from '../errors/not-found-page';
import { HelpArticlePage } from './help-article-page';
import { HelpCentrePage } from './help-centre-page';

function renderHelp(route: string) {
  return renderRoutes(
    [
      { path: '/help', element: <HelpCentrePage articles={ARTICLE_FIXTURES} /> },
      { path: '/help/:slug', element: <HelpArticlePage articles={ARTICLE_FIXTURES} /> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { route },
  );
}

describe('help centre', () => {
  beforeEach(() => {
    stubApi({});
  });

  it('searches instantly, highlights matches and groups results by category', async () => {
    renderHelp('/help');
    fireEvent.change(await screen.findByLabelText('Search help articles'), {
      target: { value: 'password' },
    });
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getByText('Account & security')).toBeInTheDocument();
    const marks = results.querySelectorAll('mark');
    expect(Array.from(marks).map((mark) => mark.textContent?.toLowerCase())).toContain('password');
    expect(within(results).getByRole('link', { name: /Resetting your password/ })).toHaveAttribute(
      'href',
      '/help/password-reset',
    );
  });

  it('says so when nothing matches', async () => {
    renderHelp('/help?q=zebra');
    expect(await screen.findByText('No results found for "zebra".')).toBeInTheDocument();
  });

  it('browses a category', async () => {
    renderHelp('/help');
    fireEvent.click(await screen.findByRole('link', { name: /Getting started/ }));
    expect(
      await screen.findByRole('link', { name: /Using Tessera on your phone/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Resetting your password/ })).toBeNull();
  });

  it('renders an article with steps, related articles, breadcrumbs and a helpful vote', async () => {
    renderHelp('/help/first-subscription');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your first subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Subscribe to Pro Subscriber/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help Centre' })).toHaveAttribute('href', '/help');
    expect(screen.getByText('Monthly billing')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Yes/ }));
    expect(screen.getByText(/Thanks for your feedback/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('tessera.help-feedback') ?? '{}')).toEqual({
      'first-subscription': 'yes',
    });
  });

  it('shows the 404 page for an unknown article', async () => {
    renderHelp('/help/no-such-article');
    expect(await screen.findByText('404 - Page Not Found')).toBeInTheDocument();
  });
});
