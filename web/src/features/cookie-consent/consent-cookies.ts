import { COOKIE_CONSENT_VALIDITY_DAYS, DAY_MS, type CookiePreferences } from '@tessera/rules';

export const CONSENT_COOKIE = 'tessera_consent';
/** Consent cookies live as long as the consent itself. */
const CONSENT_COOKIE_MAX_AGE_SECONDS = (COOKIE_CONSENT_VALIDITY_DAYS * DAY_MS) / 1000;

/** One marker cookie per optional category, so server-side code can honour the choice too. */
export const CATEGORY_COOKIES = {
  functional: 'tessera_functional',
  analytics: 'tessera_analytics',
  marketing: 'tessera_marketing',
} as const;

/** Sign-in cookies are strictly necessary and survive any consent change. */
const PROTECTED_COOKIE = /auth|session|token|csrf/i;

function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** Removes every cookie except the ones that keep a person signed in. */
export function clearNonEssentialCookies(): void {
  cookieNames()
    .filter((name) => !PROTECTED_COOKIE.test(name))
    .forEach(deleteCookie);
}

/** Rewrites the cookie jar to match the choice: clear, then set only what is allowed. */
export function applyConsentCookies(preferences: CookiePreferences, version: string): void {
  clearNonEssentialCookies();
  setCookie(
    CONSENT_COOKIE,
    JSON.stringify({ version, ...preferences, necessary: true }),
    CONSENT_COOKIE_MAX_AGE_SECONDS,
  );
  (Object.keys(CATEGORY_COOKIES) as (keyof typeof CATEGORY_COOKIES)[]).forEach((category) => {
    if (preferences[category])
      setCookie(CATEGORY_COOKIES[category], 'granted', CONSENT_COOKIE_MAX_AGE_SECONDS);
  });
}
