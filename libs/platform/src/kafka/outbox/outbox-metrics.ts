import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../../metrics/http-metrics';

export const outboxPublished = new Counter({
  name: 'outbox_events_published_total',
  help: 'Events the outbox relay published, by store',
  labelNames: ['store'] as const,
  registers: [metricsRegistry],
});

export const outboxParked = new Counter({
  name: 'outbox_events_parked_total',
  help: 'Events the outbox relay parked because they could not be published, by store',
  labelNames: ['store'] as const,
  registers: [metricsRegistry],
});

export const outboxLag = new Gauge({
  name: 'outbox_relay_lag_seconds',
  help: 'Age of the oldest event still waiting in a store at the last relay pass',
  labelNames: ['store'] as const,
  registers: [metricsRegistry],
});
