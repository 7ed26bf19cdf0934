import {
  acceptAllPreferences,
  CONSENT_BANNER_DELAY_MS,
  declineAllPreferences,
  isConsentValid,
  makeConsentRecord,
  type CookieConsentRecord,
  type CookiePreferences,
} from '@tessera/rules';
import { useCallback, useEffect, useState } from 'react';
import { applyConsentCookies } from './consent-cookies';
import { loadConsentRecord, saveConsentRecord } from './consent-storage';

export interface CookieConsentState {
  record: CookieConsentRecord | null;
  bannerVisible: boolean;
  acceptAll: () => void;
  declineAll: () => void;
  savePreferences: (preferences: CookiePreferences) => void;
}

export function useCookieConsent(): CookieConsentState {
  const [record, setRecord] = useState<CookieConsentRecord | null>(loadConsentRecord);
  const [bannerVisible, setBannerVisible] = useState(false);
  const hasValidConsent = record !== null && isConsentValid(record, new Date());

  useEffect(() => {
    if (hasValidConsent) return;
    // A short pause lets the page settle before the banner slides in.
    const timer = setTimeout(() => setBannerVisible(true), CONSENT_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasValidConsent]);

  const savePreferences = useCallback((preferences: CookiePreferences) => {
    const next = makeConsentRecord(preferences, new Date());
    saveConsentRecord(next);
    applyConsentCookies(next.preferences, next.version);
    setRecord(next);
    setBannerVisible(false);
  }, []);

  return {
    record,
    bannerVisible: bannerVisible && !hasValidConsent,
    acceptAll: useCallback(() => savePreferences(acceptAllPreferences()), [savePreferences]),
    declineAll: useCallback(() => savePreferences(declineAllPreferences()), [savePreferences]),
    savePreferences,
  };
}
