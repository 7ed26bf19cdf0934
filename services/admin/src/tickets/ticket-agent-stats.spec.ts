import { describe, expect, it } from 'vitest';
import { agentStats } from './ticket-agent-stats';

const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, hours));

describe('agentStats', () => {
  it('counts unsettled assigned tickets, resolutions and their average time', () => {
    const stats = agentStats([
      {
        assignedTo: 'a1',
        status: 'in_progress',
        createdAt: at(0),
        resolvedAt: null,
        resolvedBy: null,
      },
      { assignedTo: 'a1', status: 'waiting', createdAt: at(0), resolvedAt: null, resolvedBy: null },
      {
        assignedTo: 'a1',
        status: 'resolved',
        createdAt: at(0),
        resolvedAt: at(1),
        resolvedBy: 'a1',
      },
      { assignedTo: 'a1', status: 'closed', createdAt: at(0), resolvedAt: at(3), resolvedBy: 'a1' },
      {
        assignedTo: 'a2',
        status: 'resolved',
        createdAt: at(2),
        resolvedAt: at(3),
        resolvedBy: 'a2',
      },
    ]);
    expect(stats.agents).toEqual([
      { adminId: 'a1', assigned: 2, resolved: 2, averageResolutionMinutes: 120 },
      { adminId: 'a2', assigned: 0, resolved: 1, averageResolutionMinutes: 60 },
    ]);
  });

  it('has no average before a first resolution', () => {
    expect(
      agentStats([
        { assignedTo: 'a1', status: 'open', createdAt: at(0), resolvedAt: null, resolvedBy: null },
      ]).agents,
    ).toEqual([{ adminId: 'a1', assigned: 1, resolved: 0, averageResolutionMinutes: null }]);
  });
});
