import { describe, expect, it } from 'vitest';
import { failedSignInSignal, type IncidentSignal } from './incident-rules';
import type { Incident } from './incident.schema';
import {
  failedSignIn,
  InMemoryIncidents,
  InMemorySignals,
} from './in-memory-incidents.spec-support';
import { RaiseIncidentUseCase } from './raise-incident.usecase';

function setUp() {
  const signals = new InMemorySignals();
  const incidents = new InMemoryIncidents();
  const alerted: Incident[] = [];
  const alerts = { raised: async (incident: Incident) => void alerted.push(incident) };
  const useCase = new RaiseIncidentUseCase(signals, incidents, alerts);
  const feed = async (events: ReturnType<typeof failedSignIn>[]) => {
    for (const event of events) {
      const signal = failedSignInSignal(event) as IncidentSignal;
      await useCase.execute(signal);
    }
  };
  return { incidents, alerted, feed };
}

const attempts = (count: number, userId = 'user-1', firstMinute = 0) =>
  Array.from({ length: count }, (_, index) =>
    failedSignIn(
      `evt-${userId}-${index}`,
      userId,
      firstMinute + index * 0.5,
      `198.51.100.${index % 3}`,
    ),
  );

describe('RaiseIncidentUseCase: failed sign-ins', () => {
  it('25 failures on one account within 15 minutes raise one open incident, mailed once', async () => {
    const { incidents, alerted, feed } = setUp();
    await feed(attempts(25));
    expect(incidents.stored.size).toBe(1);
    const [incident] = incidents.stored.values();
    expect(incident).toMatchObject({
      type: 'failed_sign_ins',
      status: 'open',
      severity: 'high',
      affectedUsers: ['user-1'],
      eventCount: 25,
    });
    expect(incident?.ipAddresses.sort()).toEqual(['198.51.100.0', '198.51.100.1', '198.51.100.2']);
    expect(alerted).toHaveLength(1);
  });

  it('24 failures raise nothing', async () => {
    const { incidents, alerted, feed } = setUp();
    await feed(attempts(24));
    expect(incidents.stored.size).toBe(0);
    expect(alerted).toHaveLength(0);
  });

  it('the same event delivered twice counts once', async () => {
    const { incidents, feed } = setUp();
    const events = attempts(24);
    await feed([...events, events[23]!, events[0]!]);
    expect(incidents.stored.size).toBe(0);
  });

  it('more failures in the window update the one incident instead of raising others', async () => {
    const { incidents, alerted, feed } = setUp();
    await feed(attempts(40));
    expect(incidents.stored.size).toBe(1);
    expect([...incidents.stored.values()][0]?.eventCount).toBeGreaterThan(25);
    expect(alerted).toHaveLength(1);
  });

  it('failures spread beyond 15 minutes do not add up', async () => {
    const { incidents, feed } = setUp();
    const spread = Array.from({ length: 30 }, (_, index) =>
      failedSignIn(`evt-${index}`, 'user-1', index * 1.5),
    );
    await feed(spread);
    expect(incidents.stored.size).toBe(0);
  });

  it('accounts are counted apart', async () => {
    const { incidents, feed } = setUp();
    await feed([...attempts(13, 'user-1'), ...attempts(13, 'user-2')]);
    expect(incidents.stored.size).toBe(0);
  });

  it('a failure on an unknown email has no account to count against', () => {
    const event = failedSignIn('evt-x', 'user-1', 0);
    delete (event.data as { userId?: string }).userId;
    expect(failedSignInSignal(event)).toBeNull();
  });
});
