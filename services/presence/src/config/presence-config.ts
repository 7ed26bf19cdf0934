import { internalApiEnvSchema, loadConfig, serviceConfigSchema } from '@tessera/platform';
import { HEARTBEAT_MAX_INTERVAL_MS } from '@tessera/rules';
import { z } from 'zod';

export const presenceConfigSchema = serviceConfigSchema('presence').extend({
  ...internalApiEnvSchema.shape,
  /** Namespace of the service's Redis keys and queues; test stacks sharing one Redis differ here. */
  PRESENCE_REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, 'must be lowercase letters, digits, _ or -')
    .default('presence'),
  /** A user with no heartbeat (or other call) for this long goes offline: the spec's 15 minutes. */
  PRESENCE_HEARTBEAT_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(HEARTBEAT_MAX_INTERVAL_MS / 1000),
  /** How often expired heartbeats are looked for; a user goes offline at most this late. */
  PRESENCE_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

export type PresenceConfig = z.output<typeof presenceConfigSchema>;

export function loadPresenceConfig(
  env: Record<string, string | undefined> = process.env,
): PresenceConfig {
  return loadConfig(presenceConfigSchema, env);
}
