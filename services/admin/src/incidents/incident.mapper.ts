import type { SecurityIncidentDto } from '@tessera/contracts';
import type { Incident } from './incident.schema';

export function toIncidentDto(incident: Incident): SecurityIncidentDto {
  return {
    id: incident._id,
    type: incident.type,
    severity: incident.severity,
    description: incident.description,
    affectedUsers: incident.affectedUsers,
    ipAddresses: incident.ipAddresses,
    eventCount: incident.eventCount,
    status: incident.status,
    notes: incident.notes,
    detectedAt: incident.detectedAt.toISOString(),
    resolvedAt: incident.resolvedAt?.toISOString() ?? null,
    actions: incident.actions.map((action) => ({
      status: action.status,
      notes: action.notes,
      adminId: action.adminId,
      at: action.at.toISOString(),
    })),
  };
}
