import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { CATEGORY_FIXTURES, makePost, makeStats } from '../../../test/content-fixtures';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { ContentManagePage } from './content-manage-page';

const creator = makeAuth(makeUser({ id: 'creator-1', role: 'creator' }));
const POSTS = [
  makePost({ id: 'post-1', title: 'Fjord at dawn' }),
  makePost({ id: 'post-2', title: 'Studio notes', type: 'text', status: 'draft' }),
  makePost({ id: 'post-3', title: 'Night swim', status: 'pending' }),
];

let calls: ApiCall[];

function stubManageApi() {
  calls = stubApiRoutes({
    'GET /content': (call) => {
      const status = call.query.get('status');
      const items = status ? POSTS.filter((post) => post.status === status) : POSTS;
      return jsonResponse(200, { data: { items, page: 1, limit: 20, total: items.length } });
    },
    'GET /content/stats': () => jsonResponse(200, { data: makeStats() }),
    'GET /content/categories': () => jsonResponse(200, { data: CATEGORY_FIXTURES }),
    'GET /content/tags': () => jsonResponse(200, { data: [] }),
    'GET /content/folders': () => jsonResponse(200, { data: [] }),
    'PUT /content/post-1': () => jsonResponse(200, { data: POSTS[0] }),
    'PUT /content/post-2': () => jsonResponse(200, { data: POSTS[1] }),
    'DELETE /content/post-1': () => jsonResponse(200, { data: null }),
    'DELETE /content/post-3': () => jsonResponse(200, { data: null }),
  });
}

const listCalls = () => calls.filter((call) => call.method === 'GET' && call.path === '/content');

function renderManage(route = '/content/manage') {
  return renderFeature(<ContentManagePage />, { route, path: '/content/manage', auth: creator });
}

function rowOf(title: string): HTMLElement {
  const row = screen.getByRole('link', { name: title }).closest('tr');
  if (!row) throw new Error(`No row for ${title}`);
  return row;
}

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`No option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('ContentManagePage', () => {
  beforeEach(stubManageApi);

  it('lists the creator’s own posts with their status and stats', async () => {
    renderManage();
    expect(await screen.findByRole('link', { name: 'Fjord at dawn' })).toBeInTheDocument();
    expect(within(rowOf('Studio notes')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Night swim')).getByText('Pending review')).toBeInTheDocument();
    expect(listCalls()[0]?.query.get('creatorId')).toBe('creator-1');
    expect(
      await screen.findByRole('img', { name: /Posts by status: Published 1, .*Pending 1/ }),
    ).toBeInTheDocument();
  });

  it('sends the section-5 filters and text search to the server', async () => {
    renderManage();
    await screen.findByRole('link', { name: 'Fjord at dawn' });
    await chooseOption('Status', 'Draft');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fjord at dawn' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Studio notes' })).toBeInTheDocument();
    expect(listCalls().at(-1)?.query.get('status')).toBe('draft');

    await chooseOption('Type', 'Text');
    await waitFor(() => expect(listCalls().at(-1)?.query.get('type')).toBe('text'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your posts' }), {
      target: { value: 'notes' },
    });
    await waitFor(() => expect(listCalls().at(-1)?.query.get('q')).toBe('notes'));
    const last = listCalls().at(-1)!.query;
    expect(last.get('status')).toBe('draft');
    expect(last.get('creatorId')).toBe('creator-1');
  });

  it('reads filters from the address, e.g. a shared link', async () => {
    renderManage('/content/manage?privacyLevel=premium&tags=landscape,night&category=Photography');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    const query = listCalls()[0]!.query;
    expect(query.get('privacyLevel')).toBe('premium');
    expect(query.get('tags')).toBe('landscape,night');
    expect(query.get('category')).toBe('Photography');
  });

  it('archives the selected posts in bulk', async () => {
    renderManage();
    await screen.findByRole('link', { name: 'Fjord at dawn' });
    fireEvent.click(within(rowOf('Fjord at dawn')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Studio notes')).getByRole('checkbox'));
    expect(screen.getByText('2 posts selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Archive selected' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.path).sort()).toEqual(['/content/post-1', '/content/post-2']);
    expect(puts.every((call) => (call.body as { status: string }).status === 'archived')).toBe(
      true,
    );
    expect(await screen.findByText('2 posts archived')).toBeInTheDocument();
    expect(screen.queryByText('2 posts selected')).toBeNull();
  });

  it('deletes the selected posts in bulk after confirming', async () => {
    renderManage();
    await screen.findByRole('link', { name: 'Fjord at dawn' });
    fireEvent.click(within(rowOf('Fjord at dawn')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Night swim')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete 2 posts?')[0]).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2));
    expect(
      calls
        .filter((call) => call.method === 'DELETE')
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/content/post-1', '/content/post-3']);
  });
});
