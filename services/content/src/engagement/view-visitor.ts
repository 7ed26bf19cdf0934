import { createHash } from 'node:crypto';
import type { AuthenticatedUser } from '@tessera/platform';

/** What tells one anonymous visitor from another. */
export interface VisitorClient {
  /** The client address the gateway forwarded. */
  address: string;
  userAgent: string | undefined;
}

/**
 * Whom a view is counted for: a signed-in viewer by their id, a visitor by a hash of their
 * address and user agent, so reloading a post (or scripting its view call) counts one view a day
 * and no address is kept in the clear.
 */
export function viewerKey(user: AuthenticatedUser | null, client: VisitorClient): string {
  if (user) return `user:${user.id}`;
  const digest = createHash('sha256')
    .update(`${client.address}\n${client.userAgent ?? ''}`)
    .digest('base64url');
  return `visitor:${digest}`;
}
