import type { TypedEvent } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  CONSUMER_LAG_THRESHOLD,
  consumerLagSignal,
  deadLetterSignal,
  INCIDENT_RULES,
  type IncidentSignal,
  PLATFORM_KEY,
  refundSignal,
  reportSignals,
} from './incident-rules';
import type { Incident } from './incident.schema';
import { InMemoryIncidents, InMemorySignals } from './in-memory-incidents.spec-support';
import { RaiseIncidentUseCase } from './raise-incident.usecase';

const START = Date.UTC(2026, 10, 27, 10, 0);
const minutesIn = (minute: number) => new Date(START + minute * 60_000);

function setUp() {
  const incidents = new InMemoryIncidents();
  const alerted: Incident[] = [];
  const useCase = new RaiseIncidentUseCase(new InMemorySignals(), incidents, {
    raised: async (incident: Incident) => void alerted.push(incident),
  });
  const feed = async (signals: Array<IncidentSignal | null>) => {
    for (const signal of signals) if (signal) await useCase.execute(signal);
  };
  return { incidents, alerted, feed };
}

function refundIssued(id: string, adminId: string, minute: number): TypedEvent<'audit.log'> {
  const timestamp = minutesIn(minute).toISOString();
  return {
    id,
    type: 'audit.log',
    version: 1,
    occurredAt: timestamp,
    producer: 'subscription-billing',
    key: 'fan-1',
    actorId: adminId,
    data: {
      action: 'refund.issued',
      outcome: 'success',
      userId: 'fan-1',
      resource: 'refund',
      resourceId: `refund-${id}`,
      details: {},
      timestamp,
    },
  };
}

function accountReport(
  id: string,
  accusedId: string,
  minute: number,
): TypedEvent<'report.submitted'> {
  const reportedAt = minutesIn(minute).toISOString();
  return {
    id,
    type: 'report.submitted',
    version: 1,
    occurredAt: reportedAt,
    producer: 'auth',
    key: accusedId,
    data: {
      reportId: `report-${id}`,
      targetType: 'user',
      targetId: accusedId,
      accusedId,
      reporterId: `reporter-${id}`,
      reason: 'spam',
      description: '',
      evidence: null,
      reportedAt,
    },
  };
}

describe('alert rules', () => {
  it('keeps every threshold in one table', () => {
    expect(INCIDENT_RULES.refund_burst).toMatchObject({ threshold: 5, windowMs: 3_600_000 });
    expect(INCIDENT_RULES.report_surge).toMatchObject({ threshold: 20, windowMs: 600_000 });
    expect(INCIDENT_RULES.dead_letters.threshold).toBe(1);
    expect(INCIDENT_RULES.consumer_lag).toMatchObject({ threshold: 5, windowMs: 360_000 });
  });

  it('5 refunds by one admin within an hour raise one incident on that admin', async () => {
    const { incidents, alerted, feed } = setUp();
    await feed(
      Array.from({ length: 7 }, (_, i) => refundSignal(refundIssued(`r${i}`, 'admin-1', i * 5))),
    );
    expect(alerted).toHaveLength(1);
    expect([...incidents.stored.values()][0]).toMatchObject({
      type: 'refund_burst',
      key: 'admin-1',
      affectedUsers: ['admin-1'],
      eventCount: 7,
    });
  });

  it('4 refunds, or 5 by two admins, or 5 spread over two hours raise nothing', async () => {
    const { alerted, feed } = setUp();
    await feed([0, 1, 2, 3].map((i) => refundSignal(refundIssued(`a${i}`, 'admin-1', i))));
    await feed([0, 1, 2, 3].map((i) => refundSignal(refundIssued(`b${i}`, 'admin-2', i))));
    await feed([0, 25, 50, 75, 100].map((m) => refundSignal(refundIssued(`c${m}`, 'admin-3', m))));
    expect(alerted).toHaveLength(0);
  });

  it('counts issued refunds only, never requests or failures', () => {
    const requested = refundIssued('x', 'admin-1', 0);
    requested.data.action = 'refund.requested';
    const failed = refundIssued('y', 'admin-1', 0);
    failed.data.outcome = 'failure';
    expect(refundSignal(requested)).toBeNull();
    expect(refundSignal(failed)).toBeNull();
  });

  it('20 reports across the platform within 10 minutes raise one surge', async () => {
    const { incidents, alerted, feed } = setUp();
    const reports = Array.from({ length: 24 }, (_, i) =>
      accountReport(`p${i}`, `user-${i}`, i * 0.4),
    );
    await feed(reports.flatMap(reportSignals));
    expect(alerted.map((incident) => incident.type)).toEqual(['report_surge']);
    expect([...incidents.stored.values()][0]).toMatchObject({
      key: PLATFORM_KEY,
      affectedUsers: [],
    });
  });

  it('19 reports in 10 minutes, or 20 over half an hour, are no surge', async () => {
    const { alerted, feed } = setUp();
    await feed(
      Array.from({ length: 19 }, (_, i) => accountReport(`q${i}`, `u${i}`, i * 0.5)).flatMap(
        reportSignals,
      ),
    );
    await feed(
      Array.from({ length: 20 }, (_, i) => accountReport(`s${i}`, `v${i}`, 60 + i * 1.5)).flatMap(
        reportSignals,
      ),
    );
    expect(alerted).toHaveLength(0);
  });

  it('the first dead letter of a consumer raises an incident, the rest of the burst joins it', async () => {
    const { incidents, alerted, feed } = setUp();
    await feed(
      [0, 1, 2].map((i) => deadLetterSignal(`dlq-${i}`, 'content', 'audit.log', minutesIn(i))),
    );
    expect(alerted).toHaveLength(1);
    expect([...incidents.stored.values()][0]).toMatchObject({
      type: 'dead_letters',
      key: 'content on audit.log',
      eventCount: 3,
    });
  });

  it('no second incident while one is open, even after the window; one after it is resolved', async () => {
    const { incidents, alerted, feed } = setUp();
    await feed([deadLetterSignal('d1', 'content', 'audit.log', minutesIn(0))]);
    await feed([deadLetterSignal('d2', 'content', 'audit.log', minutesIn(180))]);
    expect(alerted).toHaveLength(1);
    const [open] = incidents.stored.values();
    open!.status = 'resolved';
    await feed([deadLetterSignal('d3', 'content', 'audit.log', minutesIn(360))]);
    expect(alerted).toHaveLength(2);
  });

  it('lag above the threshold at five checks in a row raises one incident', async () => {
    const { alerted, feed } = setUp();
    const above = CONSUMER_LAG_THRESHOLD + 1;
    await feed(
      [0, 1, 2, 3].map((m) =>
        consumerLagSignal('search', 'content.published', above, minutesIn(m)),
      ),
    );
    expect(alerted).toHaveLength(0);
    await feed([consumerLagSignal('search', 'content.published', above, minutesIn(4))]);
    expect(alerted).toHaveLength(1);
    await feed([consumerLagSignal('search', 'content.published', above, minutesIn(5))]);
    expect(alerted).toHaveLength(1);
  });

  it('lag at or under the threshold, or not yet committed, is no signal; one reading a minute counts', async () => {
    expect(consumerLagSignal('search', 'x', CONSUMER_LAG_THRESHOLD, minutesIn(0))).toBeNull();
    expect(consumerLagSignal('search', 'x', null, minutesIn(0))).toBeNull();
    const { alerted, feed } = setUp();
    const sameMinute = [0, 0.1, 0.2, 0.3, 0.4].map((m) =>
      consumerLagSignal('search', 'x', CONSUMER_LAG_THRESHOLD * 2, minutesIn(m)),
    );
    await feed(sameMinute);
    expect(alerted).toHaveLength(0);
  });
});
