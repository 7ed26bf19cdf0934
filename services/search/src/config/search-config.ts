import { loadConfig, serviceConfigSchema } from '@tessera/platform';
import { z } from 'zod';

export const searchConfigSchema = serviceConfigSchema('search').extend({
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
});

export type SearchConfig = z.output<typeof searchConfigSchema>;

export function loadSearchConfig(
  env: Record<string, string | undefined> = process.env,
): SearchConfig {
  return loadConfig(searchConfigSchema, env);
}
