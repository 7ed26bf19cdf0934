import { serviceEntry } from '@tessera/contracts';
import {
  internalApiEnvSchema,
  loadConfig,
  platformSettingsEnvSchema,
  serviceConfigSchema,
} from '@tessera/platform';
import { z } from 'zod';

const localUrl = (service: string) => `http://127.0.0.1:${serviceEntry(service).port}`;

export const searchConfigSchema = serviceConfigSchema('search').extend({
  ...internalApiEnvSchema.shape,
  /** Where a rebuild reads every account and post from (their internal export routes). */
  AUTH_URL: z.url().default(localUrl('auth')),
  CONTENT_URL: z.url().default(localUrl('content')),
  /** Where creators' tier prices are asked for, for their cards. */
  SUBSCRIPTION_BILLING_URL: z.url().default(localUrl('subscription-billing')),
  OPENSEARCH_URL: z.url({ error: 'OPENSEARCH_URL must be a URL, e.g. http://127.0.0.1:9200' }),
  /** Stem of every index and alias name; test stacks sharing one cluster differ here. */
  SEARCH_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'must be lowercase letters, digits, _ or -')
    .default('tessera'),
  /** Folder holding the MiniLM model (`model.onnx`) and its `tokenizer.json`. */
  EMBEDDING_MODEL_DIR: z.string().min(1, 'EMBEDDING_MODEL_DIR names the embedding model folder'),
  /** Seconds a changed banned-terms list may take to reach every replica. */
  SEARCH_BANNED_TERMS_CACHE_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /** The key of `banned_terms.changed`: the platform whose services follow this list. */
  PLATFORM_SETTINGS_SCOPE: platformSettingsEnvSchema.shape.PLATFORM_SETTINGS_SCOPE,
});

export type SearchConfig = z.output<typeof searchConfigSchema>;

export function loadSearchConfig(
  env: Record<string, string | undefined> = process.env,
): SearchConfig {
  return loadConfig(searchConfigSchema, env);
}
