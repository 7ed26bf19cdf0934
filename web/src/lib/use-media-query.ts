import { useSyncExternalStore } from 'react';

/** Layout breakpoints of the product: phones below 768 px, tablets below 1024 px. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsPhone(): boolean {
  return !useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
}

export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
}
