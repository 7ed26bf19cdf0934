import { Suspense, useSyncExternalStore } from 'react';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { CookieConsent } from '../features/cookie-consent';
import { PricingDialog } from '../features/pricing';
import { NeuralSearchDialog } from '../features/search';
import { AntdScope, NoticeHost } from './lazy-pages';
import { pendingNoticeCount, subscribeNotices } from './notices';
import { useShellDialogs } from './shell-dialogs';

/** Dialogs and banners that float above every screen. */
export function ShellOverlays() {
  const { searchOpen, pricingTab } = useShellDialogs();
  const pricingOpened = useOpenedOnce(pricingTab !== null);
  const noticeRaised = useOpenedOnce(
    useSyncExternalStore(subscribeNotices, pendingNoticeCount) > 0,
  );
  return (
    <>
      {pricingOpened && (
        <Suspense fallback={null}>
          <AntdScope>
            <PricingDialog />
          </AntdScope>
        </Suspense>
      )}
      {/* The banner waits half a second anyway: its code need not hold up the first screen. */}
      <Suspense fallback={null}>
        <CookieConsent />
      </Suspense>
      {searchOpen && (
        <Suspense fallback={null}>
          <AntdScope>
            <NeuralSearchDialog />
          </AntdScope>
        </Suspense>
      )}
      {noticeRaised && (
        <Suspense fallback={null}>
          <NoticeHost />
        </Suspense>
      )}
    </>
  );
}
