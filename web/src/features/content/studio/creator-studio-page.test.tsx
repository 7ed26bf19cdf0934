import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStats } from '../../../test/content-fixtures';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { CreatorStudioPage } from './creator-studio-page';

const creator = makeAuth(makeUser({ id: 'creator-1', role: 'creator' }));

describe('CreatorStudioPage', () => {
  it('shows the creator’s content figures, charts and quick links', async () => {
    stubApiRoutes({
      'GET /content/stats': () =>
        jsonResponse(200, {
          data: makeStats({
            totalContent: 9,
            publishedContent: 5,
            pendingContent: 2,
            scheduledContent: 1,
            totalViews: 1234,
            totalLikes: 87,
          }),
        }),
    });
    renderFeature(<CreatorStudioPage />, { route: '/creator-dashboard', auth: creator });
    const counts = await screen.findByRole('list', { name: 'Content counts' });
    const figure = (title: string) =>
      within(counts).getByText(title).closest('.ant-statistic')?.textContent;
    expect(figure('Total posts')).toContain('9');
    expect(figure('Published')).toContain('5');
    expect(figure('Pending review')).toContain('2');
    expect(figure('Scheduled')).toContain('1');
    expect(figure('Views')).toContain('1.2K');
    expect(figure('Likes')).toContain('87');
    expect(screen.getByRole('img', { name: /Posts by status: Published 5/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upload/ })).toHaveAttribute('href', '/content/upload');
    expect(screen.getByRole('link', { name: /Manage content/ })).toHaveAttribute(
      'href',
      '/content/manage',
    );
    expect(screen.queryByText(/earning|subscriber/i)).toBeNull();
  });
});
