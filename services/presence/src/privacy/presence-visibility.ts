import type { PresenceStatusDto } from '@tessera/contracts';
import type { OnlineStatus } from '@tessera/rules';

/** Whether `viewerId` may see `userId`'s status: always their own, others' unless hidden. */
export function statusVisible(
  userId: string,
  viewerId: string,
  hidden: ReadonlySet<string>,
): boolean {
  return userId === viewerId || !hidden.has(userId);
}

/**
 * The status record others read of a user who hides theirs: offline and never seen, the same as
 * for a user presence knows nothing of, so hiding cannot be told from absence.
 */
export function hiddenStatusView(userId: string): PresenceStatusDto {
  return { userId, status: 'OFFLINE', lastSeen: null, lastActivity: null };
}

/** A bulk answer with every hidden user but the viewer shown OFFLINE. */
export function withHiddenOffline(
  statuses: Record<string, OnlineStatus>,
  viewerId: string,
  hidden: ReadonlySet<string>,
): Record<string, OnlineStatus> {
  return Object.fromEntries(
    Object.entries(statuses).map(([userId, status]) => [
      userId,
      statusVisible(userId, viewerId, hidden) ? status : 'OFFLINE',
    ]),
  );
}
