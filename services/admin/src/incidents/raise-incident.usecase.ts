import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IncidentAlerts } from './incident-alerts';
import { INCIDENT_RULES, type IncidentSignal } from './incident-rules';
import type { Incident } from './incident.schema';
import { IncidentSignalsRepository, IncidentsRepository } from './incidents.repository';

type Signals = Pick<IncidentSignalsRepository, 'add' | 'countSince'>;
type Incidents = Pick<IncidentsRepository, 'add' | 'ongoing' | 'noteActivity'>;
type Alerts = Pick<IncidentAlerts, 'raised'>;

/**
 * Counts one signal towards its rule and raises an incident when the key crosses the rule's
 * threshold within its window. An event counted before is ignored, so a redelivery changes
 * nothing; while an incident of the rule for the key is open or investigated, or one was raised
 * in the window (even one an admin dismissed), later signals only update its figures, so an
 * attack of 200 attempts is one incident, not 175.
 */
@Injectable()
export class RaiseIncidentUseCase {
  constructor(
    @Inject(IncidentSignalsRepository) private readonly signals: Signals,
    @Inject(IncidentsRepository) private readonly incidents: Incidents,
    @Inject(IncidentAlerts) private readonly alerts: Alerts,
  ) {}

  async execute(signal: IncidentSignal): Promise<Incident | null> {
    if (!(await this.signals.add(signal))) return null;
    const rule = INCIDENT_RULES[signal.type];
    const since = new Date(signal.at.getTime() - rule.windowMs);
    const { count, ipAddresses } = await this.signals.countSince(signal.type, signal.key, since);
    if (count < rule.threshold) return null;
    const existing = await this.incidents.ongoing(signal.type, signal.key, since);
    if (existing) {
      await this.incidents.noteActivity(existing._id, count, signal.ipAddress);
      return null;
    }
    const incident: Incident = {
      _id: randomUUID(),
      type: rule.type,
      key: signal.key,
      severity: rule.severity,
      description: rule.describe(signal.key, count),
      affectedUsers: rule.affectsKey ? [signal.key] : [],
      ipAddresses,
      eventCount: count,
      status: 'open',
      notes: '',
      detectedAt: signal.at,
      resolvedAt: null,
      actions: [],
    };
    await this.incidents.add(incident);
    await this.alerts.raised(incident);
    return incident;
  }
}
