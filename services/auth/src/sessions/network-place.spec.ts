import { describe, expect, it } from 'vitest';
import { networkPlace } from './network-place';

describe('the place a session is shown at', () => {
  it('hides the host part of an IPv4 address, mapped or not', () => {
    expect(networkPlace('203.0.113.7')).toBe('Network 203.0.113.x');
    expect(networkPlace('::ffff:198.51.100.20')).toBe('Network 198.51.100.x');
  });

  it('keeps the first 48 bits of an IPv6 address', () => {
    expect(networkPlace('2001:db8:85a3::8a2e:370:7334')).toBe('Network 2001:db8:85a3::/48');
    expect(networkPlace('2001:0db8::1')).toBe('Network 2001:db8:0::/48');
  });

  it('names this computer, and nothing when the address is unknown', () => {
    expect(networkPlace('127.0.0.1')).toBe('This computer (local network)');
    expect(networkPlace('::1')).toBe('This computer (local network)');
    expect(networkPlace('')).toBeNull();
  });
});
