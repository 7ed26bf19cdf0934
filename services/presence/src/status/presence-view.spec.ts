import { describe, expect, it } from 'vitest';
import { presenceView, shownStatus } from './presence-view';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const CUTOFF = NOW - 15 * 60_000;
const iso = (time: number) => new Date(time).toISOString();

describe('presenceView', () => {
  it('reads a user never seen as offline, never seen', () => {
    expect(presenceView('u1', null, CUTOFF)).toEqual({
      userId: 'u1',
      status: 'OFFLINE',
      lastSeen: null,
      lastActivity: null,
    });
  });

  it('shows the live status of a user active within the timeout', () => {
    const active = NOW - 60_000;
    expect(
      presenceView('u1', { status: 'BUSY', lastSeen: active, lastActivity: active }, CUTOFF),
    ).toEqual({ userId: 'u1', status: 'BUSY', lastSeen: iso(active), lastActivity: iso(active) });
  });

  it('reads a lapsed user as offline, last seen at their last activity, before the sweep', () => {
    const active = CUTOFF;
    expect(
      presenceView('u1', { status: 'ONLINE', lastSeen: active, lastActivity: active }, CUTOFF),
    ).toMatchObject({ status: 'OFFLINE', lastSeen: iso(active) });
  });

  it('keeps the recorded lastSeen of an offline user', () => {
    const seen = new Date(NOW - 86_400_000);
    expect(
      presenceView('u1', { status: 'OFFLINE', lastSeen: seen, lastActivity: null }, CUTOFF),
    ).toEqual({
      userId: 'u1',
      status: 'OFFLINE',
      lastSeen: seen.toISOString(),
      lastActivity: null,
    });
  });
});

describe('shownStatus', () => {
  it('is the live status within the timeout and OFFLINE otherwise', () => {
    expect(shownStatus({ status: 'AWAY', lastActivity: CUTOFF + 1 }, CUTOFF)).toBe('AWAY');
    expect(shownStatus({ status: 'AWAY', lastActivity: CUTOFF }, CUTOFF)).toBe('OFFLINE');
    expect(shownStatus({ status: 'ONLINE', lastActivity: null }, CUTOFF)).toBe('OFFLINE');
    expect(shownStatus(null, CUTOFF)).toBe('OFFLINE');
  });
});
