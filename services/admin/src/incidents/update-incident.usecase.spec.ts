import { describe, expect, it } from 'vitest';
import type { Incident } from './incident.schema';
import { InMemoryIncidents } from './in-memory-incidents.spec-support';
import { UpdateIncidentUseCase } from './update-incident.usecase';

const actor = {
  id: 'admin-1',
  context: { ipAddress: '203.0.113.9', userAgent: 'vitest', requestId: 'req-1' },
};

const incident: Incident = {
  _id: 'incident-1',
  type: 'failed_sign_ins',
  key: 'user-1',
  severity: 'high',
  description: '25 failed sign-ins',
  affectedUsers: ['user-1'],
  ipAddresses: ['198.51.100.7'],
  eventCount: 25,
  status: 'open',
  notes: '',
  detectedAt: new Date('2026-11-27T10:00:00Z'),
  resolvedAt: null,
  actions: [],
};

describe('UpdateIncidentUseCase', () => {
  it('resolving keeps the action and notes, stamps resolvedAt and audits the change', async () => {
    const incidents = new InMemoryIncidents();
    await incidents.add(incident);
    const updated = await new UpdateIncidentUseCase(incidents).execute('incident-1', actor, {
      status: 'resolved',
      notes: 'Password reset forced',
    });
    expect(updated).toMatchObject({ status: 'resolved', notes: 'Password reset forced' });
    expect(updated.resolvedAt).not.toBeNull();
    expect(updated.actions).toEqual([
      expect.objectContaining({ status: 'resolved', adminId: 'admin-1' }),
    ]);
    expect(incidents.audits[0]).toMatchObject({
      actorId: 'admin-1',
      data: {
        action: 'incident.updated',
        resourceId: 'incident-1',
        before: { status: 'open' },
        after: { status: 'resolved' },
      },
    });
  });

  it('reopening clears resolvedAt', async () => {
    const incidents = new InMemoryIncidents();
    await incidents.add({ ...incident, status: 'dismissed', resolvedAt: new Date() });
    const updated = await new UpdateIncidentUseCase(incidents).execute('incident-1', actor, {
      status: 'investigating',
      notes: '',
    });
    expect(updated.resolvedAt).toBeNull();
  });

  it('an unknown incident is 404', async () => {
    await expect(
      new UpdateIncidentUseCase(new InMemoryIncidents()).execute('nope', actor, {
        status: 'resolved',
        notes: '',
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
