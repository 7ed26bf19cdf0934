import { toDate } from '../time';
import {
  REFRESH_WHEN_REMAINING_MS,
  REMEMBER_ME_MAX_AGE_MS,
  SESSION_MAX_AGE_MS,
} from './session.constants';

export type SessionState = 'active' | 'near-expiry' | 'expired';

export function sessionMaxAgeMs(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_MAX_AGE_MS : SESSION_MAX_AGE_MS;
}

/**
 * A session may reach its maximum age but not exceed it; it is near expiry once under an hour
 * remains. A missing or unparseable start time counts as expired, which clears the session.
 */
export function sessionState(
  session: { startedAt: Date | string | number | null | undefined; rememberMe: boolean },
  now: Date,
): SessionState {
  const startedAt = toDate(session.startedAt);
  if (!startedAt) {
    return 'expired';
  }
  const remainingMs = startedAt.getTime() + sessionMaxAgeMs(session.rememberMe) - now.getTime();
  if (remainingMs < 0) {
    return 'expired';
  }
  return remainingMs < REFRESH_WHEN_REMAINING_MS ? 'near-expiry' : 'active';
}
