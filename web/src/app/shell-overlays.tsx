import { Suspense } from 'react';
import { CookieConsent } from '../features/cookie-consent/cookie-consent';
import { PricingDialog } from '../features/pricing/pricing-dialog';
import { NeuralSearchDialog } from './lazy-pages';
import { useShellDialogs } from './shell-dialogs';

/** Dialogs and banners that float above every screen. */
export function ShellOverlays() {
  const { searchOpen } = useShellDialogs();
  return (
    <>
      <PricingDialog />
      <CookieConsent />
      {searchOpen && (
        <Suspense fallback={null}>
          <NeuralSearchDialog />
        </Suspense>
      )}
    </>
  );
}
