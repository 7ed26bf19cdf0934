import { Counter } from 'prom-client';
import { metricsRegistry } from '../../metrics/http-metrics';

export const eventsConsumed = new Counter({
  name: 'events_consumed_total',
  help: 'Events received by this service, by type and outcome (handled, duplicate, ignored, dead-lettered)',
  labelNames: ['type', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const eventsDeadLettered = new Counter({
  name: 'events_dead_lettered_total',
  help: 'Messages parked on a dead-letter topic, by original topic',
  labelNames: ['topic'] as const,
  registers: [metricsRegistry],
});
