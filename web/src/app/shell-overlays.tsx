import { Suspense } from 'react';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { CookieConsent } from '../features/cookie-consent';
import { PricingDialog } from '../features/pricing';
import { NeuralSearchDialog } from '../features/search';
import { useShellDialogs } from './shell-dialogs';

/** Dialogs and banners that float above every screen. */
export function ShellOverlays() {
  const { searchOpen, pricingTab } = useShellDialogs();
  const pricingOpened = useOpenedOnce(pricingTab !== null);
  return (
    <>
      {pricingOpened && (
        <Suspense fallback={null}>
          <PricingDialog />
        </Suspense>
      )}
      {/* The banner waits half a second anyway: its code need not hold up the first screen. */}
      <Suspense fallback={null}>
        <CookieConsent />
      </Suspense>
      {searchOpen && (
        <Suspense fallback={null}>
          <NeuralSearchDialog />
        </Suspense>
      )}
    </>
  );
}
