import type { SecurityIncidentDto, SystemHealthDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { IncidentsPanel } from './incidents-panel';
import { SystemPage } from './system-page';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));

const report: SystemHealthDto = {
  checkedAt: '2026-11-27T10:00:00.000Z',
  services: [
    {
      name: 'auth',
      url: 'http://127.0.0.1:3001',
      status: 'up',
      responseTimeMs: 12,
      uptimeSeconds: 7260,
      version: 'node v22.11.0',
      problems: [],
    },
    {
      name: 'content',
      url: 'http://127.0.0.1:3002',
      status: 'down',
      responseTimeMs: null,
      uptimeSeconds: null,
      version: null,
      problems: ['timed out'],
    },
  ],
  consumerLag: [
    { service: 'admin', groupId: 'admin', topic: 'audit.log', lag: 42 },
    { service: 'search', groupId: 'search', topic: 'tip.sent', lag: null },
  ],
  kafkaError: null,
  deadLetters: [
    {
      service: 'admin',
      groupId: 'admin',
      topic: 'audit.log',
      count: 3,
      lastFailedAt: '2026-11-27T09:59:00.000Z',
      lastReason: 'invalid envelope',
    },
  ],
  queues: [
    {
      service: 'admin',
      name: 'audit-seal',
      waiting: 1,
      active: 0,
      delayed: 2,
      failed: 4,
      completedLastHour: 57,
      failedLastHour: 1,
    },
    {
      service: 'messaging',
      name: 'broadcasts',
      waiting: 9,
      active: 2,
      delayed: 0,
      failed: 0,
      completedLastHour: 120,
      failedLastHour: 0,
    },
  ],
  queueErrors: [{ service: 'presence', error: 'timed out' }],
  dependencies: [
    { name: 'opensearch', status: 'degraded', detail: 'cluster yellow' },
    { name: 'database', status: 'up', detail: 'ping 2 ms' },
  ],
};

const incident: SecurityIncidentDto = {
  id: 'incident-1',
  type: 'failed_sign_ins',
  severity: 'high',
  description: '25 failed sign-ins on account user-9 within 15 minutes',
  affectedUsers: ['user-9'],
  ipAddresses: ['198.51.100.1'],
  eventCount: 25,
  status: 'open',
  notes: '',
  detectedAt: '2026-11-27T09:58:00.000Z',
  resolvedAt: null,
  actions: [],
};

let calls: ApiCall[];

beforeEach(() => {
  calls = stubApiRoutes({
    'GET /admin/system': () => jsonResponse(200, { data: report }),
    'GET /admin/incidents': (call) => {
      const status = call.query.get('status');
      return jsonResponse(200, { data: !status || status === 'open' ? [incident] : [] });
    },
    'PUT /admin/incidents/incident-1': () =>
      jsonResponse(200, { data: { ...incident, status: 'resolved' } }),
    'GET /admin/system/dead-letters': () =>
      jsonResponse(200, {
        data: ['dl-1', 'dl-2', 'dl-3'].map((id) => ({
          id,
          service: 'admin',
          topic: 'audit.log',
          eventId: `event-${id}`,
          reason: 'invalid envelope',
          attempts: 0,
          failedAt: '2026-11-27T09:59:00.000Z',
        })),
      }),
    'POST /admin/system/dead-letters/replay': () =>
      jsonResponse(200, { data: { replayed: 3, skipped: 0 } }),
    'POST /admin/queues/board/session': () => new Response(null, { status: 204 }),
  });
});

describe('SystemPage', () => {
  it('shows services with their status, lag, dead letters, queues and stores', async () => {
    renderFeature(<SystemPage />, { auth: admin });
    const auth = (await screen.findByText('auth')).closest('tr') as HTMLElement;
    expect(within(auth).getByText('up')).toBeVisible();
    expect(within(auth).getByText('12 ms')).toBeVisible();
    const content = screen.getByText('content').closest('tr') as HTMLElement;
    expect(within(content).getByText('down')).toBeVisible();
    expect(within(content).getByText('timed out')).toBeVisible();
    expect(screen.getByText('42')).toBeVisible();
    expect(screen.getByText('nothing committed')).toBeVisible();
    const parked = screen.getByText(/invalid envelope/).closest('tr') as HTMLElement;
    expect(within(parked).getByText('3')).toBeVisible();
    const seal = screen.getAllByText('audit-seal').find((node) => node.closest('tr'));
    expect(within(seal?.closest('tr') as HTMLElement).getByText('57')).toBeVisible();
    expect(
      screen.getByRole('img', {
        name: /Jobs waiting, running or delayed per queue: broadcasts 11/,
      }),
    ).toBeVisible();
    expect(screen.getByText('presence: timed out')).toBeVisible();
    expect(screen.getByText('cluster yellow')).toBeVisible();
  }, 60_000);

  it("replays a consumer's dead letters after a confirmation and tells how many went", async () => {
    renderFeature(<SystemPage />, { auth: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Replay' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('event-dl-2')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replay 3' }));
    expect(await within(dialog).findByText('3 replayed')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/admin/system/dead-letters/replay',
      body: { service: 'admin', topic: 'audit.log', all: true },
    });
  }, 60_000);

  it('opens the queue board in a new window once its session is set', async () => {
    const board = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(board as unknown as Window);
    renderFeature(<SystemPage />, { auth: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Open queue board' }));
    await waitFor(() => expect(board.location.href).toBe('/api/admin/queues/board/'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(calls.find((call) => call.path === '/admin/queues/board/session')).toMatchObject({
      method: 'POST',
    });
    open.mockRestore();
  }, 60_000);

  it('lists open incidents and resolves one with notes', async () => {
    renderFeature(<IncidentsPanel />, { auth: admin });
    expect(await screen.findByText(incident.description)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Status' }));
    const option = await waitFor(
      () => {
        const found = document.querySelector('.ant-select-item-option[title="resolved"]');
        if (!found) throw new Error('No option resolved');
        return found;
      },
      { timeout: 15_000 },
    );
    fireEvent.click(option);
    fireEvent.change(within(dialog).getByLabelText('Notes'), {
      target: { value: 'Password reset forced' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/admin/incidents/incident-1',
        body: { status: 'resolved', notes: 'Password reset forced' },
      }),
    );
  }, 60_000);
});
