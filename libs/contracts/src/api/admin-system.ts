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

export const deadLetterCountSchema = z.object({
  topic: z.string(),
  /** Messages on the dead-letter topic still held by the broker. */
  count: z.number().int(),
});

export const queueFiguresSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
});

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
  /** The admin service's own BullMQ queues. */
  queues: z.array(queueFiguresSchema),
  dependencies: z.array(dependencyHealthSchema),
});

export type ServiceHealthDto = z.infer<typeof serviceHealthSchema>;
export type ConsumerLagDto = z.infer<typeof consumerLagSchema>;
export type DeadLetterCountDto = z.infer<typeof deadLetterCountSchema>;
export type QueueFiguresDto = z.infer<typeof queueFiguresSchema>;
export type DependencyHealthDto = z.infer<typeof dependencyHealthSchema>;
export type SystemHealthDto = z.infer<typeof systemHealthSchema>;

export const INCIDENT_STATUSES = ['open', 'investigating', 'resolved', 'dismissed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const INCIDENT_TYPES = ['failed_sign_ins', 'report_spike'] as const;
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
