import { SECOND_MS } from '../time';

export const ONLINE_STATUSES = ['ONLINE', 'AWAY', 'BUSY', 'OFFLINE'] as const;

export type OnlineStatus = (typeof ONLINE_STATUSES)[number];

export interface OnlineStatusDisplay {
  label: 'Online' | 'Away' | 'Busy' | 'Offline';
  color: 'green' | 'yellow' | 'red' | 'grey';
}

/** A typing indicator clears this long after its last keystroke event. */
export const TYPING_EXPIRY_MS = 3 * SECOND_MS;

const DISPLAY: Readonly<Record<OnlineStatus, OnlineStatusDisplay>> = {
  ONLINE: { label: 'Online', color: 'green' },
  AWAY: { label: 'Away', color: 'yellow' },
  BUSY: { label: 'Busy', color: 'red' },
  OFFLINE: { label: 'Offline', color: 'grey' },
};

export function normalizeOnlineStatus(value: string | null | undefined): OnlineStatus | null {
  const upper = (value ?? '').trim().toUpperCase();
  return (ONLINE_STATUSES as readonly string[]).includes(upper) ? (upper as OnlineStatus) : null;
}

/** A missing or unknown status shows as Offline. */
export function onlineStatusDisplay(status?: string | null): OnlineStatusDisplay {
  return DISPLAY[normalizeOnlineStatus(status) ?? 'OFFLINE'];
}
