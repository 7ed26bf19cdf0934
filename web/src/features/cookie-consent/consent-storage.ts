import type { CookieConsentRecord } from '@tessera/rules';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/browser-storage';

export function loadConsentRecord(): CookieConsentRecord | null {
  return readJson<CookieConsentRecord>(STORAGE_KEYS.cookieConsent);
}

export function saveConsentRecord(record: CookieConsentRecord): void {
  writeJson(STORAGE_KEYS.cookieConsent, record);
}
