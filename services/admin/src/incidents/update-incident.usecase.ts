import { Inject, Injectable } from '@nestjs/common';
import type { IncidentStatus, SecurityIncidentDto, UpdateIncident } from '@tessera/contracts';
import { buildAuditEvent, notFound } from '@tessera/platform';
import type { AdminActor } from '../admin-api/admin-actor';
import { toIncidentDto } from './incident.mapper';
import { IncidentsRepository } from './incidents.repository';

export const INCIDENT_NOT_FOUND = 'No such incident';

const SETTLED: readonly IncidentStatus[] = ['resolved', 'dismissed'];

type Incidents = Pick<IncidentsRepository, 'find' | 'change'>;

/**
 * An admin moves an incident along (any status may follow any other: a dismissed incident may be
 * reopened) with notes. The change is kept on the incident and audited as `incident.updated`.
 */
@Injectable()
export class UpdateIncidentUseCase {
  constructor(@Inject(IncidentsRepository) private readonly incidents: Incidents) {}

  async execute(
    id: string,
    actor: AdminActor,
    change: UpdateIncident,
  ): Promise<SecurityIncidentDto> {
    const incident = await this.incidents.find(id);
    if (!incident) throw notFound(INCIDENT_NOT_FOUND);
    const at = new Date();
    const settled = SETTLED.includes(change.status);
    const resolvedAt = settled
      ? SETTLED.includes(incident.status)
        ? incident.resolvedAt
        : at
      : null;
    const audit = buildAuditEvent(
      'admin',
      {
        action: 'incident.updated',
        outcome: 'success',
        actorId: actor.id,
        userId: incident.affectedUsers[0],
        resource: 'security_incident',
        resourceId: incident._id,
        details: { type: incident.type },
        before: { status: incident.status, notes: incident.notes },
        after: { status: change.status, notes: change.notes },
      },
      actor.context,
    );
    const updated = await this.incidents.change(
      id,
      { status: change.status, notes: change.notes, resolvedAt },
      { status: change.status, notes: change.notes, adminId: actor.id, at },
      audit,
    );
    if (!updated) throw notFound(INCIDENT_NOT_FOUND);
    return toIncidentDto(updated);
  }
}
