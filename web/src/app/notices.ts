/**
 * Toasts raised by screens that load without Ant Design (the landing and sign-in pages): they wait
 * here until the notification host, which loads Ant Design on demand, shows them. A sign-in's
 * "Welcome back!" is shown on the screen it leads to.
 */
export interface Notice {
  kind: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

let pending: Notice[] = [];
const listeners = new Set<() => void>();

export function pushNotice(notice: Notice): void {
  pending = [...pending, notice];
  listeners.forEach((listener) => listener());
}

/** Hands over every waiting notice once; the caller shows them. */
export function takeNotices(): Notice[] {
  const taken = pending;
  pending = [];
  return taken;
}

export function pendingNoticeCount(): number {
  return pending.length;
}

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
