import { z } from 'zod';

export const SERVICE_HEALTH_STATUSES = ['up', 'degraded', 'down'] as const;
export type ServiceHealthStatus = (typeof SERVICE_HEALTH_STATUSES)[number];

/** One registry service as its readiness route answered (or did not, within the probe's time). */
export const serviceHealthSchema = z.object({
  name: z.string(),
  url: z.string(),
  status: z.enum(SERVICE_HEALTH_STATUSES),
  /** Milliseconds the readiness route took; null when it did not answer in time. */
  responseTimeMs: z.number().int().nullable(),
  uptimeSeconds: z.number().nullable(),
  version: z.string().nullable(),
  /** The dependencies that failed its readiness checks, or why it could not be reached. */
  problems: z.array(z.string()),
});

/** How far one consumer group is behind on one topic: the sum over its partitions. */
export const consumerLagSchema = z.object({
  service: z.string(),
  groupId: z.string(),
  topic: z.string(),
  /** Null while the group has committed nothing on the topic. */
  lag: z.number().int().nullable(),
});

/** Events one service's consumer group parked on one topic and nobody has replayed yet. */
export const deadLetterCountSchema = z.object({
  service: z.string(),
  groupId: z.string(),
  /** The original topic; its dead letters are on `<topic>.dlq`. */
  topic: z.string(),
  count: z.number().int(),
  /** When the newest of them was parked. */
  lastFailedAt: z.iso.datetime().nullable(),
  /** Why the newest of them failed. */
  lastReason: z.string().nullable(),
});

/** One BullMQ queue's jobs by state now, and what its workers finished in the last hour. */
export const queueFiguresSchema = z.object({
  service: z.string(),
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
  /** Null where no worker of the queue runs in the service (it only adds jobs). */
  completedLastHour: z.number().int().nullable(),
  failedLastHour: z.number().int().nullable(),
});

/**
 * What a service's internal queue route answers: the Redis prefix of its queues (null without
 * queues) and its queues, without the service's name.
 */
export const serviceQueuesSchema = z.object({
  prefix: z.string().nullable(),
  queues: z.array(queueFiguresSchema.omit({ service: true })),
});

export type ServiceQueuesDto = z.infer<typeof serviceQueuesSchema>;

export const dependencyHealthSchema = z.object({
  name: z.string(),
  status: z.enum(SERVICE_HEALTH_STATUSES),
  detail: z.string().nullable(),
});

export const systemHealthSchema = z.object({
  checkedAt: z.iso.datetime(),
  services: z.array(serviceHealthSchema),
  consumerLag: z.array(consumerLagSchema),
  /** Null when the broker could not be asked in time. */
  kafkaError: z.string().nullable(),
  deadLetters: z.array(deadLetterCountSchema),
  /** The BullMQ queues of every service that has queues. */
  queues: z.array(queueFiguresSchema),
  /** Services whose queues could not be read in time. */
  queueErrors: z.array(z.object({ service: z.string(), error: z.string() })),
  dependencies: z.array(dependencyHealthSchema),
});

/**
 * Dead letters to publish again on their original topic, for the consumer group that parked
 * them: the ones named by `ids`, or with `all`, every parked one of the topic (and service).
 */
export const replayDeadLettersSchema = z
  .object({
    service: z.string().min(1).optional(),
    topic: z.string().min(1),
    ids: z.array(z.string().min(1)).min(1).max(500).optional(),
    all: z.boolean().optional(),
  })
  .refine((body) => (body.ids !== undefined) !== (body.all === true), {
    message: 'Name the dead letters with ids, or send all: true',
  });

export type ReplayDeadLetters = z.output<typeof replayDeadLettersSchema>;

export const deadLetterReplaySchema = z.object({
  /** Dead letters published again. */
  replayed: z.number().int(),
  /** Named ones that were replayed before or are unknown, left alone. */
  skipped: z.number().int(),
});

export type DeadLetterReplayDto = z.infer<typeof deadLetterReplaySchema>;

/** One parked event, as the replay dialog lists them. */
export const deadLetterSchema = z.object({
  id: z.string(),
  service: z.string(),
  topic: z.string(),
  eventId: z.string().nullable(),
  reason: z.string(),
  attempts: z.number().int(),
  failedAt: z.iso.datetime(),
});

export type DeadLetterDto = z.infer<typeof deadLetterSchema>;

export const deadLetterQuerySchema = z.object({
  service: z.string().min(1).optional(),
  topic: z.string().min(1),
});

export type DeadLetterQuery = z.output<typeof deadLetterQuerySchema>;

export type ServiceHealthDto = z.infer<typeof serviceHealthSchema>;
export type ConsumerLagDto = z.infer<typeof consumerLagSchema>;
export type DeadLetterCountDto = z.infer<typeof deadLetterCountSchema>;
export type QueueFiguresDto = z.infer<typeof queueFiguresSchema>;
export type DependencyHealthDto = z.infer<typeof dependencyHealthSchema>;
export type SystemHealthDto = z.infer<typeof systemHealthSchema>;

export const INCIDENT_STATUSES = ['open', 'investigating', 'resolved', 'dismissed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const INCIDENT_TYPES = [
  'failed_sign_ins',
  'report_spike',
  'report_surge',
  'refund_burst',
  'dead_letters',
  'consumer_lag',
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

export const INCIDENT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/** A security incident as the spec lists its fields, with what admins did about it. */
export const securityIncidentSchema = z.object({
  id: z.string(),
  type: z.enum(INCIDENT_TYPES),
  severity: z.enum(INCIDENT_SEVERITIES),
  description: z.string(),
  affectedUsers: z.array(z.string()),
  ipAddresses: z.array(z.string()),
  /** Matching audit events counted in the rule's window so far. */
  eventCount: z.number().int(),
  status: z.enum(INCIDENT_STATUSES),
  notes: z.string(),
  detectedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  actions: z.array(
    z.object({
      status: z.enum(INCIDENT_STATUSES),
      notes: z.string(),
      adminId: z.string(),
      at: z.iso.datetime(),
    }),
  ),
});

export type SecurityIncidentDto = z.infer<typeof securityIncidentSchema>;

export const incidentQuerySchema = z.object({
  status: z.enum(INCIDENT_STATUSES).optional(),
});

export type IncidentQuery = z.output<typeof incidentQuerySchema>;

export const updateIncidentSchema = z.object({
  status: z.enum(INCIDENT_STATUSES),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').default(''),
});

export type UpdateIncident = z.output<typeof updateIncidentSchema>;
