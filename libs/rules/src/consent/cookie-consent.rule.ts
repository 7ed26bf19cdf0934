import { DAY_MS, toDate } from '../time';

export const COOKIE_CONSENT_VERSION = '1.0';
export const COOKIE_CONSENT_VALIDITY_DAYS = 365;
export const CONSENT_BANNER_DELAY_MS = 500;

export const COOKIE_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const;

export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

export type CookiePreferences = Record<CookieCategory, boolean>;

export interface CookieConsentRecord {
  hasConsent: boolean;
  /** ISO 8601. */
  timestamp: string;
  version: string;
  preferences: CookiePreferences;
}

/**
 * Valid when consent was given under this version less than 365 days ago: a record exactly 365
 * days old has expired and the banner shows again.
 */
export function isConsentValid(record: CookieConsentRecord | null | undefined, now: Date): boolean {
  if (!record || !record.hasConsent || record.version !== COOKIE_CONSENT_VERSION) {
    return false;
  }
  const given = toDate(record.timestamp);
  return given !== null && now.getTime() - given.getTime() < COOKIE_CONSENT_VALIDITY_DAYS * DAY_MS;
}

export function acceptAllPreferences(): CookiePreferences {
  return { necessary: true, functional: true, analytics: true, marketing: true };
}

export function declineAllPreferences(): CookiePreferences {
  return { necessary: true, functional: false, analytics: false, marketing: false };
}

/** What the Customize dialog starts with. */
export function defaultCustomPreferences(): CookiePreferences {
  return { necessary: true, functional: true, analytics: false, marketing: false };
}

/** Necessary cookies cannot be refused, whatever the preferences say. */
export function makeConsentRecord(preferences: CookiePreferences, now: Date): CookieConsentRecord {
  return {
    hasConsent: true,
    timestamp: now.toISOString(),
    version: COOKIE_CONSENT_VERSION,
    preferences: { ...preferences, necessary: true },
  };
}
