import type { TagDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenRoutes } from '../../app/app-routes';
import { renderRoutes } from '../../test/render-feature';
import { type ApiCall, jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));

function tag(overrides: Partial<TagDto>): TagDto {
  return {
    id: 'art',
    name: 'Art',
    description: '',
    color: '#AA3366',
    category: 'visual',
    usageCount: 12,
    isActive: true,
    parentTagId: null,
    childTags: [],
    createdBy: 'admin-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

let calls: ApiCall[];

beforeEach(() => {
  const tags = [
    tag({ childTags: ['painting'] }),
    tag({ id: 'painting', name: 'Painting', parentTagId: 'art', usageCount: 4 }),
  ];
  calls = stubApiRoutes({
    'GET /admin/tags': () => jsonResponse(200, { data: tags }),
    'POST /admin/tags': (call) =>
      jsonResponse(201, { data: tag({ id: 'new', ...(call.body as Partial<TagDto>) }) }),
    'PUT /admin/tags/painting': (call) =>
      jsonResponse(200, { data: tag({ id: 'painting', ...(call.body as Partial<TagDto>) }) }),
  });
});

describe('TagsPage', () => {
  it('shows the tree with each tag’s usage count', async () => {
    renderRoutes(screenRoutes(), { route: '/admin/tags', auth: admin });
    const table = await screen.findByRole('table', { name: 'Tags' });
    const painting = within(table).getByText('Painting').closest('tr') as HTMLElement;
    expect(within(painting).getByText('4')).toBeInTheDocument();
    const art = within(table).getByText('Art').closest('tr') as HTMLElement;
    expect(within(art).getByText('12')).toBeInTheDocument();
  });

  it('turns a tag off from its row', async () => {
    renderRoutes(screenRoutes(), { route: '/admin/tags', auth: admin });
    const table = await screen.findByRole('table', { name: 'Tags' });
    await within(table).findByText('4');
    fireEvent.click(within(table).getByRole('switch', { name: 'Painting active' }));
    await waitFor(
      () => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isActive: false }),
      { timeout: 5000 },
    );
  });

  it('creates a tag under a parent from the dialog', async () => {
    renderRoutes(screenRoutes(), { route: '/admin/tags', auth: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Sculpture' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        name: 'Sculpture',
        color: '#3B82F6',
        category: 'general',
        isActive: true,
        parentTagId: null,
      }),
    );
  });
});
