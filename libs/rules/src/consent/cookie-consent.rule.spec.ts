import { describe, expect, it } from 'vitest';
import {
  acceptAllPreferences,
  declineAllPreferences,
  defaultCustomPreferences,
  isConsentValid,
  makeConsentRecord,
} from './cookie-consent.rule';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2025-06-15T12:00:00.000Z');
const givenDaysAgo = (days: number) =>
  makeConsentRecord(acceptAllPreferences(), new Date(now.getTime() - days * DAY));

describe('cookie consent', () => {
  it.each([
    [0, true],
    [364, true],
    [365, false],
    [366, false],
  ])('a consent from %d days ago is valid: %j', (days, valid) => {
    expect(isConsentValid(givenDaysAgo(days), now)).toBe(valid);
  });

  it.each([
    ['no record', null],
    ['no consent', { ...givenDaysAgo(1), hasConsent: false }],
    ['an older version', { ...givenDaysAgo(1), version: '0.9' }],
    ['a broken timestamp', { ...givenDaysAgo(1), timestamp: 'later' }],
  ])('is invalid with %s', (_case, record) => {
    expect(isConsentValid(record, now)).toBe(false);
  });

  it('offers the three preset choices', () => {
    expect(acceptAllPreferences()).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    expect(declineAllPreferences()).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(defaultCustomPreferences()).toEqual({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
  });

  it('records consent with necessary forced on', () => {
    const record = makeConsentRecord(
      { necessary: false, functional: false, analytics: true, marketing: false },
      now,
    );
    expect(record).toEqual({
      hasConsent: true,
      timestamp: '2025-06-15T12:00:00.000Z',
      version: '1.0',
      preferences: { necessary: true, functional: false, analytics: true, marketing: false },
    });
  });
});
