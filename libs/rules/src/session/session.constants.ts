import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';

export const SESSION_MAX_AGE_MS = 24 * HOUR_MS;
export const REMEMBER_ME_MAX_AGE_MS = 30 * DAY_MS;
/** A refresh is attempted once less than this remains. */
export const REFRESH_WHEN_REMAINING_MS = HOUR_MS;
export const SESSION_VALIDITY_CHECK_INTERVAL_MS = 5 * MINUTE_MS;

export const HEARTBEAT_INTERVAL_MS = 5 * MINUTE_MS;
/** Upper bound on the heartbeat interval when it backs off. */
export const HEARTBEAT_MAX_INTERVAL_MS = 15 * MINUTE_MS;

export const LOGOUT_REDIRECT_DELAY_MS = 100;
export const GOOGLE_REDIRECT_DELAY_MS = 500;
export const QUICK_SIGN_IN_REDIRECT_DELAY_MS = SECOND_MS;

export const NEW_ACCOUNT_WINDOW_MS = 5 * MINUTE_MS;
