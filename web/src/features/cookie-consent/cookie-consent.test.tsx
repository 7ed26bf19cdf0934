import { COOKIE_CONSENT_VERSION, makeConsentRecord } from '@tessera/rules';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { renderFeature } from '../../test/render-feature';
import { stubApi } from '../../test/stub-api';
import { cookieNames } from './consent-cookies';
import { CookieConsent } from './cookie-consent';

function storedRecord() {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? 'null');
}

function renderConsent() {
  return renderFeature(<CookieConsent />);
}

async function showBanner() {
  renderConsent();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(600);
  });
  return screen.findByRole('region', { name: 'Cookie consent' });
}

describe('cookie consent', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({});
  });

  it('waits half a second before showing the banner', async () => {
    renderConsent();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('Accept All stores every category and sets the category cookies', async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(storedRecord()).toMatchObject({
      hasConsent: true,
      version: COOKIE_CONSENT_VERSION,
      preferences: { necessary: true, functional: true, analytics: true, marketing: true },
    });
    expect(cookieNames()).toEqual(
      expect.arrayContaining([
        'tessera_consent',
        'tessera_functional',
        'tessera_analytics',
        'tessera_marketing',
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('Decline All keeps only necessary cookies and the sign-in cookie', async () => {
    document.cookie = 'tessera_analytics=granted; Path=/';
    document.cookie = 'auth_session=abc; Path=/';
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Decline All' }));
    expect(storedRecord().preferences).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(cookieNames().sort()).toEqual(['auth_session', 'tessera_consent']);
  });

  it('Customize opens the four categories with necessary locked on', async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const necessary = await screen.findByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Functional' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(storedRecord().preferences).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: false,
    });
  });

  it('stays hidden while a valid consent exists', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify(
        makeConsentRecord(
          { necessary: true, functional: false, analytics: false, marketing: false },
          new Date(),
        ),
      ),
    );
    renderConsent();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('asks again when the stored consent is from an older version or over a year old', async () => {
    const old = makeConsentRecord(
      { necessary: true, functional: true, analytics: true, marketing: true },
      new Date(Date.now() - 366 * 24 * 60 * 60 * 1000),
    );
    localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify(old));
    expect(await showBanner()).toBeInTheDocument();
  });
});
