import { describe, expect, it } from 'vitest';
import { isTypingExpired, normalizeOnlineStatus, onlineStatusDisplay } from './online-status.rule';

describe('onlineStatusDisplay', () => {
  it.each([
    ['ONLINE', 'Online', 'green'],
    ['AWAY', 'Away', 'yellow'],
    ['BUSY', 'Busy', 'red'],
    ['OFFLINE', 'Offline', 'grey'],
    ['online', 'Online', 'green'],
    [undefined, 'Offline', 'grey'],
    [null, 'Offline', 'grey'],
    ['', 'Offline', 'grey'],
    ['INVISIBLE', 'Offline', 'grey'],
  ])('%j shows %s in %s', (status, label, color) => {
    expect(onlineStatusDisplay(status)).toEqual({ label, color });
  });

  it('normalises status text', () => {
    expect(normalizeOnlineStatus(' busy ')).toBe('BUSY');
    expect(normalizeOnlineStatus('gone')).toBeNull();
  });
});

describe('typing indicator', () => {
  it('expires after 3 s', () => {
    const now = new Date('2025-01-01T00:00:10.000Z');
    expect(isTypingExpired(now.getTime() - 2999, now)).toBe(false);
    expect(isTypingExpired(new Date(now.getTime() - 3000), now)).toBe(true);
  });
});
