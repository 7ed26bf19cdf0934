import type { Location } from 'react-router-dom';

/** Where a signed-out visitor was heading, carried through /login in router state. */
export interface RedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function redirectTarget(state: unknown): string | null {
  const from = (state as RedirectState | null)?.from;
  if (!from?.pathname) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
