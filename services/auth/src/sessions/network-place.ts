import { isIPv4, isIPv6 } from 'node:net';

/**
 * Where a session came from, as coarsely as its network: no location database ships with the
 * service, so rather than guess a city, the address is shown with its host part hidden (the last
 * byte of IPv4, all but the first 48 bits of IPv6). Null when there is no address.
 */
export function networkPlace(ipAddress: string): string | null {
  const address = ipAddress.replace(/^::ffff:/i, '');
  if (address === '127.0.0.1' || address === '::1') return 'This computer (local network)';
  if (isIPv4(address)) return `Network ${address.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(address)) return `Network ${ipv6Prefix(address)}::/48`;
  return null;
}

/** The first three groups of an IPv6 address, with `::` spelled out. */
function ipv6Prefix(address: string): string {
  const [head, tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':');
}
