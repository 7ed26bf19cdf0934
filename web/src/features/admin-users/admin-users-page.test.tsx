import type { AdminUserDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { AdminUsersPage } from './admin-users-page';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));

function adminUser(id: string, overrides: Partial<AdminUserDto> = {}): AdminUserDto {
  return {
    id,
    email: `${id}@example.com`,
    username: id,
    displayName: `Name of ${id}`,
    avatar: '',
    role: 'subscriber',
    isVerified: false,
    status: 'active',
    verificationStatus: 'none',
    totalSpent: 1250,
    lastActiveAt: null,
    ipAddress: null,
    location: null,
    flaggedReasons: [],
    moderationNotes: '',
    createdContentCount: 0,
    subscriptionCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const users = [
  adminUser('mara'),
  adminUser('otto', { status: 'suspended' }),
  adminUser('boss', { role: 'admin' }),
];
let calls: ApiCall[];

const lists = () => calls.filter((call) => call.path === '/admin/users');
const bulkCalls = () => calls.filter((call) => call.path === '/admin/users/bulk');

beforeEach(() => {
  calls = stubApiRoutes({
    'GET /admin/users': () =>
      jsonResponse(200, { data: { items: users, page: 1, limit: 20, total: users.length } }),
    'POST /admin/users/bulk': (call) => {
      const body = call.body as { preview: boolean };
      const outcomes = [
        {
          userId: 'mara',
          outcome: body.preview ? 'would_change' : 'changed',
          note: null,
          status: 'suspended',
          previousStatus: 'active',
        },
        {
          userId: 'otto',
          outcome: 'skipped',
          note: 'Already suspended',
          status: 'suspended',
          previousStatus: 'suspended',
        },
      ];
      return jsonResponse(200, { data: { preview: body.preview, outcomes } });
    },
  });
});

const renderPage = () => renderFeature(<AdminUsersPage />, { route: '/admin/users', auth: admin });

describe('AdminUsersPage', () => {
  it('lists users with their status, spending and a link to each', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Name of mara' })).toHaveAttribute(
      'href',
      '/admin/users/mara',
    );
    expect(within(table).getAllByText('$12.50')).toHaveLength(3);
    expect(within(table).getByText('suspended')).toBeInTheDocument();
    expect(screen.getByText('3 users')).toBeInTheDocument();
  });

  it('searches and filters through the API, from the first page', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Name of mara' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'Mar' },
    });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search users' }), {
      key: 'Enter',
      code: 'Enter',
      keyCode: 13,
    });
    await waitFor(() => expect(lists().at(-1)?.query.get('q')).toBe('Mar'));
    expect(lists().at(-1)?.query.get('page')).toBe('1');
  });

  it('previews a bulk suspension before applying it, with a required reason', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Name of mara' });
    const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    fireEvent.click(within(rowOf('Name of mara')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Name of otto')).getByRole('checkbox'));
    expect(within(rowOf('Name of boss')).getByRole('checkbox')).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Spam ring' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(
      await within(dialog).findByText(/Nothing has changed yet: 1 of 2 users/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Already suspended')).toBeInTheDocument();
    expect(bulkCalls()).toEqual([
      expect.objectContaining({
        body: { userIds: ['mara', 'otto'], action: 'suspend', reason: 'Spam ring', preview: true },
      }),
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend 1 user' }));
    await waitFor(() => expect(bulkCalls()).toHaveLength(2));
    expect(bulkCalls()[1]?.body).toMatchObject({ preview: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
