/** Every key this app writes to browser storage, in one place so they share one prefix. */
export const STORAGE_KEYS = {
  session: 'tessera.session',
  themeMode: 'tessera.theme',
  cookieConsent: 'tessera.cookie-consent',
  quickSignIn: 'tessera.quick-sign-in',
  recentSearches: 'tessera.recent-searches',
  helpFeedback: 'tessera.help-feedback',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Reads a JSON value; storage can be disabled or hold garbage, and neither should crash the app. */
export function readJson<T>(key: StorageKey): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full quota: the in-memory state still works for this visit.
  }
}

export function removeKey(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored means nothing to remove.
  }
}
