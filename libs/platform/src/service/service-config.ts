import { serviceEntry } from '@tessera/contracts';
import { z } from 'zod';
import {
  baseEnvSchema,
  kafkaEnvSchema,
  mongoEnvSchema,
  redisEnvSchema,
  tokenVerificationEnvSchema,
} from '../config/env-schemas';

/**
 * The settings every service has, with defaults taken from its registry entry: its port, its own
 * database and its Kafka client and consumer group, all named after the service.
 */
export function serviceConfigSchema(name: string) {
  const entry = serviceEntry(name);
  return z.object({
    ...baseEnvSchema.shape,
    ...mongoEnvSchema.shape,
    ...kafkaEnvSchema.shape,
    ...redisEnvSchema.shape,
    ...tokenVerificationEnvSchema.shape,
    PORT: z.coerce.number().int().min(1).max(65535).default(entry.port),
    MONGO_DB: z
      .string()
      .min(1)
      .default(`tessera_${entry.name.replace(/-/g, '_')}`),
    KAFKA_CLIENT_ID: z.string().min(1).default(entry.name),
    KAFKA_GROUP_ID: z.string().min(1).default(entry.name),
  });
}

export type ServiceConfig = z.output<ReturnType<typeof serviceConfigSchema>>;

/** The validated configuration of the running service, injectable everywhere in it. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
