import { serviceEntry } from '@tessera/contracts';
import {
  internalApiEnvSchema,
  loadConfig,
  mailEnvSchema,
  platformSettingsEnvSchema,
  serviceConfigSchema,
} from '@tessera/platform';
import { z } from 'zod';
import { auditEnvSchema } from '../audit/audit-signing-key';

const localUrl = (service: string) => `http://127.0.0.1:${serviceEntry(service).port}`;

/**
 * Admin actions are carried out by the service that owns the thing acted on, over its internal
 * routes; these are where those services answer.
 */
export const adminConfigSchema = serviceConfigSchema('admin').extend({
  ...internalApiEnvSchema.shape,
  ...auditEnvSchema.shape,
  ...mailEnvSchema.shape,
  /** The key of the `settings.changed` events this admin publishes, which services follow. */
  PLATFORM_SETTINGS_SCOPE: platformSettingsEnvSchema.shape.PLATFORM_SETTINGS_SCOPE,
  /** Where the web app answers, for the links in the mails admins' decisions send. */
  PUBLIC_WEB_URL: z.url().default('http://localhost:8080'),
  AUTH_URL: z.url().default(localUrl('auth')),
  CONTENT_URL: z.url().default(localUrl('content')),
  SUBSCRIPTION_BILLING_URL: z.url().default(localUrl('subscription-billing')),
  MESSAGING_URL: z.url().default(localUrl('messaging')),
  SEARCH_URL: z.url().default(localUrl('search')),
  /** The rest of the registry, probed by the system page. */
  PRESENCE_URL: z.url().default(localUrl('presence')),
  ADMIN_URL: z.url().default(localUrl('admin')),
  OPENSEARCH_URL: z.url().default('http://127.0.0.1:9200'),
  /**
   * Consumer groups that differ from their service's name, as `service=group,...`, so the
   * system page reads the lag of the groups that actually run.
   */
  SYSTEM_CONSUMER_GROUPS: z
    .string()
    .default('')
    .transform((value) =>
      Object.fromEntries(
        value
          .split(',')
          .map((pair) => pair.split('=').map((part) => part.trim()))
          .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]),
      ),
    ),
});

export type AdminConfig = z.output<typeof adminConfigSchema>;

export function loadAdminConfig(
  env: Record<string, string | undefined> = process.env,
): AdminConfig {
  return loadConfig(adminConfigSchema, env);
}
