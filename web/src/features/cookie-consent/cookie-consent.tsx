import { useShellDialogs } from '../../app/shell-dialogs';
import { CookieBanner } from './cookie-banner';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';
import { useCookieConsent } from './use-cookie-consent';

/** The consent banner plus the preferences dialog, which the footer can also open. */
export function CookieConsent() {
  const consent = useCookieConsent();
  const { cookiePreferencesOpen, openCookiePreferences, closeCookiePreferences } =
    useShellDialogs();

  return (
    <>
      {consent.bannerVisible && !cookiePreferencesOpen && (
        <CookieBanner
          onAcceptAll={consent.acceptAll}
          onDeclineAll={consent.declineAll}
          onCustomize={openCookiePreferences}
        />
      )}
      <CookiePreferencesDialog
        open={cookiePreferencesOpen}
        current={consent.record?.preferences ?? null}
        onCancel={closeCookiePreferences}
        onSave={(preferences) => {
          consent.savePreferences(preferences);
          closeCookiePreferences();
        }}
      />
    </>
  );
}
