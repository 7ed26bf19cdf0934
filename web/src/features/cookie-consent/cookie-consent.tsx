import { lazy, Suspense } from 'react';
import { AntdScope } from '../../app/lazy-pages';
import { useShellDialogs } from '../../app/shell-dialogs';
import { useOpenedOnce } from '../../hooks/use-opened-once';
import { CookieBanner } from './cookie-banner';
import { useCookieConsent } from './use-cookie-consent';

/** The dialog renders Ant Design's modal and switches: it loads when first opened. */
const CookiePreferencesDialog = lazy(() =>
  import('./cookie-preferences-dialog').then((m) => ({ default: m.CookiePreferencesDialog })),
);

/** The consent banner plus the preferences dialog, which the footer can also open. */
export function CookieConsent() {
  const consent = useCookieConsent();
  const { cookiePreferencesOpen, openCookiePreferences, closeCookiePreferences } =
    useShellDialogs();
  const preferencesOpened = useOpenedOnce(cookiePreferencesOpen);
  return (
    <>
      {consent.bannerVisible && !cookiePreferencesOpen && (
        <CookieBanner
          onAcceptAll={consent.acceptAll}
          onDeclineAll={consent.declineAll}
          onCustomize={openCookiePreferences}
        />
      )}
      {preferencesOpened && (
        <Suspense fallback={null}>
          <AntdScope>
            <CookiePreferencesDialog
              open={cookiePreferencesOpen}
              current={consent.record?.preferences ?? null}
              onCancel={closeCookiePreferences}
              onSave={(preferences) => {
                consent.savePreferences(preferences);
                closeCookiePreferences();
              }}
            />
          </AntdScope>
        </Suspense>
      )}
    </>
  );
}
