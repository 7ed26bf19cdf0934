import type { IncidentSeverity, IncidentType, TypedEvent } from '@tessera/contracts';

const MINUTE_MS = 60_000;

/** One event or reading a rule counts, keyed by what the rule watches (an account, a topic). */
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
  /** The accounts the incident concerns, when the key is one. */
  affectsKey: boolean;
  describe(key: string, count: number): string;
}

/** A consumer group this far behind on a topic counts as lagging. */
export const CONSUMER_LAG_THRESHOLD = 1000;
/** How often consumer lag is read for the lag rule. */
export const LAG_CHECK_INTERVAL_MS = MINUTE_MS;
/** Reports of the whole platform are counted under this key. */
export const PLATFORM_KEY = 'platform';

/**
 * Every alert rule and its threshold. While an incident of a rule is open or under investigation
 * for a key, or one was raised within the rule's window, later signals only update its figures:
 * one incident per burst.
 */
export const INCIDENT_RULES: Record<IncidentType, IncidentRule> = {
  failed_sign_ins: {
    type: 'failed_sign_ins',
    severity: 'high',
    threshold: 25,
    windowMs: 15 * MINUTE_MS,
    affectsKey: true,
    describe: (key, count) =>
      `${count} failed sign-ins on account ${key} within 15 minutes: its password may be under attack.`,
  },
  report_spike: {
    type: 'report_spike',
    severity: 'medium',
    threshold: 10,
    windowMs: 60 * MINUTE_MS,
    affectsKey: true,
    describe: (key, count) =>
      `${count} reports against account ${key} and its posts within an hour: abuse, or a mass-reporting campaign.`,
  },
  report_surge: {
    type: 'report_surge',
    severity: 'medium',
    threshold: 20,
    windowMs: 10 * MINUTE_MS,
    affectsKey: false,
    describe: (_key, count) =>
      `${count} reports across the platform within 10 minutes: a raid, spam wave or reporting campaign.`,
  },
  refund_burst: {
    type: 'refund_burst',
    severity: 'high',
    threshold: 5,
    windowMs: 60 * MINUTE_MS,
    affectsKey: true,
    describe: (key, count) =>
      `${count} refunds issued by admin ${key} within an hour: check they were asked for.`,
  },
  dead_letters: {
    type: 'dead_letters',
    severity: 'medium',
    threshold: 1,
    windowMs: 60 * MINUTE_MS,
    affectsKey: false,
    describe: (key, count) =>
      `${count} event${count === 1 ? '' : 's'} parked as dead letters by ${key}: replay them once the cause is fixed.`,
  },
  consumer_lag: {
    type: 'consumer_lag',
    severity: 'medium',
    threshold: 5,
    windowMs: 6 * MINUTE_MS,
    affectsKey: false,
    describe: (key) =>
      `Consumer ${key} stayed more than ${CONSUMER_LAG_THRESHOLD} events behind for 5 minutes.`,
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

/** A refund an admin issued, counted against that admin. */
export function refundSignal(event: TypedEvent<'audit.log'>): IncidentSignal | null {
  const { data } = event;
  if (data.action !== 'refund.issued' || data.outcome !== 'success' || !event.actorId) return null;
  return {
    _id: `refund_burst:${event.id}`,
    type: 'refund_burst',
    key: event.actorId,
    ipAddress: data.ipAddress ?? null,
    at: new Date(data.timestamp),
  };
}

/**
 * A report of a post (`content.flagged`) or of an account or message (`report.submitted`):
 * counted against whoever answers for it, and against the platform as a whole.
 */
export function reportSignals(
  event: TypedEvent<'content.flagged'> | TypedEvent<'report.submitted'>,
): IncidentSignal[] {
  const [accused, at] =
    event.type === 'content.flagged'
      ? [event.data.creatorId, event.data.flaggedAt]
      : [event.data.accusedId, event.data.reportedAt];
  const signal = (type: IncidentType, key: string): IncidentSignal => ({
    _id: `${type}:${event.id}`,
    type,
    key,
    ipAddress: null,
    at: new Date(at),
  });
  return [signal('report_spike', accused), signal('report_surge', PLATFORM_KEY)];
}

/** A message a consumer group parked on a dead-letter topic. */
export function deadLetterSignal(
  deadLetterId: string,
  service: string,
  topic: string,
  failedAt: Date,
): IncidentSignal {
  return {
    _id: `dead_letters:${deadLetterId}`,
    type: 'dead_letters',
    key: `${service} on ${topic}`,
    ipAddress: null,
    at: failedAt,
  };
}

/**
 * A lag reading above the threshold, at most one per group, topic and check: five within six
 * minutes of checks a minute apart mean the group stayed behind for five minutes.
 */
export function consumerLagSignal(
  groupId: string,
  topic: string,
  lag: number | null,
  at: Date,
): IncidentSignal | null {
  if (lag === null || lag <= CONSUMER_LAG_THRESHOLD) return null;
  const check = Math.floor(at.getTime() / LAG_CHECK_INTERVAL_MS);
  return {
    _id: `consumer_lag:${groupId}:${topic}:${check}`,
    type: 'consumer_lag',
    key: `${groupId} on ${topic}`,
    ipAddress: null,
    at,
  };
}
