import { describe, expect, it } from 'vitest';
import { sessionMaxAgeMs, sessionState } from './session-state.rule';

const HOUR = 60 * 60 * 1000;
const start = new Date('2025-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('sessionState', () => {
  it('uses 24 hours, or 30 days with remember me', () => {
    expect(sessionMaxAgeMs(false)).toBe(24 * HOUR);
    expect(sessionMaxAgeMs(true)).toBe(30 * 24 * HOUR);
  });

  it.each([
    [false, 0, 'active'],
    [false, 23 * HOUR, 'active'],
    [false, 23 * HOUR + 1, 'near-expiry'],
    [false, 24 * HOUR, 'near-expiry'],
    [false, 24 * HOUR + 1, 'expired'],
    [true, 24 * HOUR + 1, 'active'],
    [true, 30 * 24 * HOUR - HOUR + 1, 'near-expiry'],
    [true, 30 * 24 * HOUR + 1, 'expired'],
  ] as const)('remember me %j, %d ms in: %s', (rememberMe, elapsed, state) => {
    expect(sessionState({ startedAt: start, rememberMe }, at(elapsed))).toBe(state);
  });

  it('accepts epoch milliseconds and ISO strings, and expires garbage', () => {
    expect(sessionState({ startedAt: start.getTime(), rememberMe: false }, at(HOUR))).toBe(
      'active',
    );
    expect(sessionState({ startedAt: start.toISOString(), rememberMe: false }, at(HOUR))).toBe(
      'active',
    );
    expect(sessionState({ startedAt: 'yesterday', rememberMe: true }, at(0))).toBe('expired');
    expect(sessionState({ startedAt: null, rememberMe: true }, at(0))).toBe('expired');
  });
});
