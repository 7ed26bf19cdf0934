import type { EventEnvelope, IncidentType, TypedEvent } from '@tessera/contracts';
import type { IncidentSignal } from './incident-rules';
import type { Incident, IncidentAction } from './incident.schema';
import { ACTIVE_INCIDENT_STATUSES, type IncidentChange } from './incidents.repository';

export class InMemorySignals {
  readonly stored = new Map<string, IncidentSignal>();

  async add(signal: IncidentSignal): Promise<boolean> {
    if (this.stored.has(signal._id)) return false;
    this.stored.set(signal._id, signal);
    return true;
  }

  async countSince(type: IncidentType, key: string, since: Date) {
    const matching = [...this.stored.values()].filter(
      (signal) => signal.type === type && signal.key === key && signal.at >= since,
    );
    const ipAddresses = [...new Set(matching.flatMap(({ ipAddress }) => ipAddress ?? []))];
    return { count: matching.length, ipAddresses };
  }
}

export class InMemoryIncidents {
  readonly stored = new Map<string, Incident>();
  readonly audits: EventEnvelope[] = [];

  async add(incident: Incident): Promise<void> {
    this.stored.set(incident._id, structuredClone(incident));
  }

  async find(id: string): Promise<Incident | null> {
    return this.stored.get(id) ?? null;
  }

  async ongoing(type: IncidentType, key: string, since: Date): Promise<Incident | null> {
    const matching = [...this.stored.values()]
      .filter((incident) => incident.type === type && incident.key === key)
      .filter(
        (incident) =>
          ACTIVE_INCIDENT_STATUSES.includes(incident.status) || incident.detectedAt >= since,
      )
      .sort((a, b) => b.detectedAt.getTime() - a.detectedAt.getTime());
    return matching[0] ?? null;
  }

  async noteActivity(id: string, eventCount: number, ipAddress: string | null): Promise<void> {
    const incident = this.stored.get(id);
    if (!incident) return;
    incident.eventCount = Math.max(incident.eventCount, eventCount);
    if (ipAddress && !incident.ipAddresses.includes(ipAddress))
      incident.ipAddresses.push(ipAddress);
  }

  async change(id: string, change: IncidentChange, action: IncidentAction, audit: EventEnvelope) {
    const incident = this.stored.get(id);
    if (!incident) return null;
    Object.assign(incident, change);
    incident.actions.push(action);
    this.audits.push(audit);
    return structuredClone(incident);
  }
}

/** A failed sign-in audit event on `userId`, `minute` minutes after 10:00. */
export function failedSignIn(
  id: string,
  userId: string,
  minute: number,
  ipAddress = '198.51.100.7',
): TypedEvent<'audit.log'> {
  const timestamp = new Date(Date.UTC(2026, 10, 27, 10, 0) + minute * 60_000).toISOString();
  return {
    id,
    type: 'audit.log',
    version: 1,
    occurredAt: timestamp,
    producer: 'auth',
    data: {
      action: 'user.login_failed',
      outcome: 'failure',
      userId,
      resource: 'user',
      resourceId: userId,
      ipAddress,
      details: { reason: 'wrong-password' },
      timestamp,
    },
  } as TypedEvent<'audit.log'>;
}
