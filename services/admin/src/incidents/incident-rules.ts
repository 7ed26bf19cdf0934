import type { IncidentSeverity, IncidentType, TypedEvent } from '@tessera/contracts';

const MINUTE_MS = 60_000;

/** One audit or report event a rule counts, keyed by what the rule watches (an account). */
export interface IncidentSignal {
  /** `<rule type>:<event id>`: the same event delivered twice is stored, and counted, once. */
  _id: string;
  type: IncidentType;
  key: string;
  ipAddress: string | null;
  at: Date;
}

/** A rule over signals: `threshold` of them for one key within `windowMs` raise an incident. */
export interface IncidentRule {
  type: IncidentType;
  severity: IncidentSeverity;
  threshold: number;
  windowMs: number;
  describe(key: string, count: number): string;
}

export const INCIDENT_RULES: Record<IncidentType, IncidentRule> = {
  failed_sign_ins: {
    type: 'failed_sign_ins',
    severity: 'high',
    threshold: 25,
    windowMs: 15 * MINUTE_MS,
    describe: (key, count) =>
      `${count} failed sign-ins on account ${key} within 15 minutes: its password may be under attack.`,
  },
  report_spike: {
    type: 'report_spike',
    severity: 'medium',
    threshold: 10,
    windowMs: 60 * MINUTE_MS,
    describe: (key, count) =>
      `${count} reports against account ${key} and its posts within an hour: abuse, or a mass-reporting campaign.`,
  },
};

/** A failed password sign-in on a known account (unknown emails have no account to protect). */
export function failedSignInSignal(event: TypedEvent<'audit.log'>): IncidentSignal | null {
  const { data } = event;
  if (data.action !== 'user.login_failed' || !data.userId) return null;
  return {
    _id: `failed_sign_ins:${event.id}`,
    type: 'failed_sign_ins',
    key: data.userId,
    ipAddress: data.ipAddress ?? null,
    at: new Date(data.timestamp),
  };
}

/** A report on a creator's account or one of their posts or messages. */
export function reportSignal(event: TypedEvent<'content.flagged'>): IncidentSignal {
  return {
    _id: `report_spike:${event.id}`,
    type: 'report_spike',
    key: event.data.creatorId,
    ipAddress: null,
    at: new Date(event.data.flaggedAt),
  };
}
