import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned element scrolls into view, so a timeline grows as the reader
 * reaches its end. Browsers without IntersectionObserver keep the explicit button only.
 */
export function useLoadMoreSentinel<T extends Element>(loadMore: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  }, [loadMore]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
