import { describe, expect, it } from 'vitest';
import { hiddenStatusView, statusVisible, withHiddenOffline } from './presence-visibility';

const hidden = new Set(['shy']);

describe('presence visibility', () => {
  it('shows a hidden user their own status and hides it from everyone else', () => {
    expect(statusVisible('shy', 'shy', hidden)).toBe(true);
    expect(statusVisible('shy', 'someone', hidden)).toBe(false);
    expect(statusVisible('open', 'someone', hidden)).toBe(true);
  });

  it('answers others offline with no times, as for a user never seen', () => {
    expect(hiddenStatusView('shy')).toEqual({
      userId: 'shy',
      status: 'OFFLINE',
      lastSeen: null,
      lastActivity: null,
    });
  });

  it('turns hidden users offline in a bulk answer, except the viewer', () => {
    const statuses = { shy: 'ONLINE', open: 'AWAY' } as const;
    expect(withHiddenOffline(statuses, 'someone', hidden)).toEqual({
      shy: 'OFFLINE',
      open: 'AWAY',
    });
    expect(withHiddenOffline(statuses, 'shy', hidden)).toEqual({ shy: 'ONLINE', open: 'AWAY' });
  });
});
