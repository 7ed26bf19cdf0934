import { describe, expect, it } from 'vitest';
import * as constants from './session.constants';

describe('session and tracking timings', () => {
  it.each([
    ['SESSION_MAX_AGE_MS', 24 * 60 * 60 * 1000],
    ['REMEMBER_ME_MAX_AGE_MS', 30 * 24 * 60 * 60 * 1000],
    ['REFRESH_WHEN_REMAINING_MS', 60 * 60 * 1000],
    ['SESSION_VALIDITY_CHECK_INTERVAL_MS', 5 * 60 * 1000],
    ['TOKEN_REFRESH_CHECK_INTERVAL_MS', 60 * 1000],
    ['HEARTBEAT_INTERVAL_MS', 5 * 60 * 1000],
    ['HEARTBEAT_MAX_INTERVAL_MS', 15 * 60 * 1000],
    ['TRACKING_MAX_RETRIES', 3],
    ['TRACKING_RETRY_INITIAL_DELAY_MS', 1000],
    ['TRACKING_REENABLE_INTERVAL_MS', 10 * 60 * 1000],
    ['LOGOUT_REDIRECT_DELAY_MS', 100],
    ['GOOGLE_REDIRECT_DELAY_MS', 500],
    ['QUICK_SIGN_IN_REDIRECT_DELAY_MS', 1000],
    ['NEW_ACCOUNT_WINDOW_MS', 5 * 60 * 1000],
  ] as const)('%s is %d', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('limits tracking to 5 requests per 60 s', () => {
    expect(constants.TRACKING_RATE_LIMIT).toEqual({ maxRequests: 5, windowMs: 60_000 });
  });
});
