import { describe, expect, it } from 'vitest';
import { HeldRequests } from './held-requests';

describe('HeldRequests', () => {
  it('gives each address up to the limit and a freed place again', () => {
    const held = new HeldRequests(2);
    expect(held.take('10.0.0.1')).toBe(true);
    expect(held.take('10.0.0.1')).toBe(true);
    expect(held.take('10.0.0.1')).toBe(false);
    expect(held.take('10.0.0.2')).toBe(true);
    held.release('10.0.0.1');
    expect(held.heldBy('10.0.0.1')).toBe(1);
    expect(held.take('10.0.0.1')).toBe(true);
  });

  it('forgets an address that holds nothing', () => {
    const held = new HeldRequests(1);
    held.take('10.0.0.1');
    held.release('10.0.0.1');
    held.release('10.0.0.1');
    expect(held.heldBy('10.0.0.1')).toBe(0);
    expect(held.take('10.0.0.1')).toBe(true);
  });
});
