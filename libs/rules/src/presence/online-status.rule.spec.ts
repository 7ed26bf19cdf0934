import { describe, expect, it } from 'vitest';
import { normalizeOnlineStatus, onlineStatusDisplay } from './online-status.rule';

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
