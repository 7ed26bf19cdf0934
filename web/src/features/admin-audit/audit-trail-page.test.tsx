import type { AuditEntryDto, AuditVerification } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenRoutes } from '../../app/app-routes';
import { renderRoutes } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));

function entry(overrides: Partial<AuditEntryDto>): AuditEntryDto {
  return {
    id: 'event-1',
    sequence: 1,
    action: 'user.status_change',
    category: 'Account Change',
    outcome: 'success',
    actorId: 'admin-1',
    userId: 'user-9',
    resource: 'user',
    resourceId: 'user-9',
    reason: 'Spam in messages',
    before: { status: 'active', role: 'creator' },
    after: { status: 'suspended', role: 'creator' },
    details: {},
    ipAddress: '203.0.113.7',
    userAgent: 'Firefox',
    producer: 'auth',
    correlationId: null,
    occurredAt: '2026-11-20T10:00:00.000Z',
    sealedBy: 1,
    ...overrides,
  };
}

const ENTRIES = [
  entry({
    id: 'event-2',
    sequence: 2,
    action: 'user.login',
    category: 'Authentication',
    actorId: 'user-9',
    reason: null,
    before: null,
    after: null,
  }),
  entry({}),
];

let verification: AuditVerification;
let calls: ApiCall[];

beforeEach(() => {
  verification = { valid: true, checkedEntries: 2, checkedDigests: 1, unsealedEntries: 0 };
  calls = stubApiRoutes({
    'GET /admin/audit': () =>
      jsonResponse(200, { data: { items: ENTRIES, page: 1, limit: 25, total: 2 } }),
    'GET /admin/audit/verify': () => jsonResponse(200, { data: verification }),
  });
});

const trailReads = () => calls.filter((call) => call.path === '/admin/audit');

describe('AuditTrailPage', () => {
  it('lists who did what to whom, with the seal intact above', async () => {
    renderRoutes(screenRoutes(), { route: '/admin/audit', auth: admin });
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    const row = (await within(table).findByText('Spam in messages')).closest('tr') as HTMLElement;
    expect(within(row).getByText('user.status_change')).toBeInTheDocument();
    expect(within(row).getByText('Account Change')).toBeInTheDocument();
    expect(within(row).getByText('admin-1')).toBeInTheDocument();
    expect(within(row).getByText('user user-9')).toBeInTheDocument();
    expect(within(row).getByText('success')).toBeInTheDocument();
    expect(await screen.findByText('The trail is intact')).toBeInTheDocument();
    expect(screen.getByText('2 entries match 1 signed digests.')).toBeInTheDocument();
  });

  it('shows what an action changed when its row is expanded', async () => {
    renderRoutes(screenRoutes(), { route: '/admin/audit', auth: admin });
    const row = (await screen.findByText('Spam in messages')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /expand/i }));
    const diff = await screen.findByRole('table', { name: 'Changes made by user.status_change' });
    const status = within(diff).getByText('status').closest('tr') as HTMLElement;
    expect(within(status).getByText('active')).toBeInTheDocument();
    expect(within(status).getByText('suspended')).toBeInTheDocument();
  });

  it('asks for the entries that match the filters', async () => {
    renderRoutes(screenRoutes(), { route: '/admin/audit', auth: admin });
    await screen.findByText('Spam in messages');
    fireEvent.change(screen.getByLabelText('Target id'), { target: { value: ' user-9 ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(trailReads().at(-1)?.query.get('targetId')).toBe('user-9'));
    const query = trailReads().at(-1)?.query;
    expect(new Date(query?.get('from') ?? '').getDate()).toBe(1);
    expect(query?.get('page')).toBe('1');
    expect(query?.has('actorId')).toBe(false);
  });

  it('says where the chain broke', async () => {
    verification = {
      valid: false,
      checkedEntries: 1,
      checkedDigests: 0,
      unsealedEntries: 3,
      firstBrokenAt: {
        digest: 1,
        sequence: 2,
        entryId: 'event-2',
        problem: 'the entry was changed after it was sealed',
      },
    };
    renderRoutes(screenRoutes(), { route: '/admin/audit', auth: admin });
    expect(
      await screen.findByText('The trail was changed after it was sealed'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'At entry #2 (event-2) in digest 1: the entry was changed after it was sealed. 1 entry checks out before it. 3 entries wait for the next seal.',
      ),
    ).toBeInTheDocument();
  });
});
