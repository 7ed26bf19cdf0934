import type { AuthenticatedUser } from '@tessera/platform';
import { describe, expect, it } from 'vitest';
import { viewerKey } from './view-visitor';

const client = { address: '203.0.113.7', userAgent: 'Firefox' };

describe('viewerKey', () => {
  it('counts a signed-in viewer by id, wherever they come from', () => {
    const user = { id: 'u1', role: 'subscriber' } as AuthenticatedUser;
    expect(viewerKey(user, client)).toBe('user:u1');
    expect(viewerKey(user, { address: '198.51.100.1', userAgent: 'Chrome' })).toBe('user:u1');
  });

  it('counts a visitor by address and user agent, without keeping the address', () => {
    const key = viewerKey(null, client);
    expect(viewerKey(null, { ...client })).toBe(key);
    expect(key).not.toContain(client.address);
    expect(viewerKey(null, { ...client, userAgent: 'Chrome' })).not.toBe(key);
    expect(viewerKey(null, { ...client, address: '203.0.113.8' })).not.toBe(key);
  });
});
