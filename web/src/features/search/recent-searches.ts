import { RECENT_SEARCHES_LIMIT } from '@tessera/rules';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/browser-storage';

export function loadRecentSearches(): string[] {
  const stored = readJson<unknown>(STORAGE_KEYS.recentSearches);
  return Array.isArray(stored)
    ? stored.filter((item): item is string => typeof item === 'string')
    : [];
}

/** Newest first, without duplicates (case-insensitive), at most RECENT_SEARCHES_LIMIT. */
export function rememberSearch(query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return loadRecentSearches();
  const next = [
    trimmed,
    ...loadRecentSearches().filter((item) => item.toLowerCase() !== trimmed.toLowerCase()),
  ].slice(0, RECENT_SEARCHES_LIMIT);
  writeJson(STORAGE_KEYS.recentSearches, next);
  return next;
}

export function clearRecentSearches(): void {
  writeJson(STORAGE_KEYS.recentSearches, []);
}
