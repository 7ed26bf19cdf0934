import type { PresenceStatusDto } from '@tessera/contracts';
import type { OnlineStatus } from '@tessera/rules';

/** What is known of a user: the live store's state, else the recorded lastSeen, else nothing. */
export interface KnownPresence {
  status: OnlineStatus;
  lastSeen: number | Date | null;
  lastActivity: number | null;
}

/**
 * The status record the API answers. A user whose last activity is at or before `cutoff` reads
 * OFFLINE even before the sweep records it, so reads agree with counts between sweeps; their
 * lastSeen is then that last activity, as the sweep will record it.
 */
export function presenceView(
  userId: string,
  known: KnownPresence | null,
  cutoff: number,
): PresenceStatusDto {
  if (!known) return { userId, status: 'OFFLINE', lastSeen: null, lastActivity: null };
  const lapsed =
    known.status !== 'OFFLINE' && (known.lastActivity === null || known.lastActivity <= cutoff);
  const lastSeen = lapsed ? known.lastActivity : known.lastSeen;
  return {
    userId,
    status: lapsed ? 'OFFLINE' : known.status,
    lastSeen: toIso(lastSeen),
    lastActivity: toIso(known.lastActivity),
  };
}

/** The status shown for a user from the live store's status and last activity. */
export function shownStatus(
  known: { status: OnlineStatus; lastActivity: number | null } | null,
  cutoff: number,
): OnlineStatus {
  if (!known || known.lastActivity === null || known.lastActivity <= cutoff) return 'OFFLINE';
  return known.status;
}

function toIso(time: number | Date | null): string | null {
  return time === null ? null : new Date(time).toISOString();
}
