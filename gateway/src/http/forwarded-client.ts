import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Who sent a request, as far as the gateway can trust it, and how to tell the services. */
export interface ForwardedClient {
  /** The client's IP address: the key for rate limits. */
  address: string;
  /** `X-Forwarded-For` for the service: the trusted part of the chain plus the socket peer. */
  forwardedFor: string;
  proto: 'http' | 'https';
  host: string | undefined;
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

function forwardedChain(header: string | string[] | undefined): string[] {
  const values = Array.isArray(header) ? header : header ? [header] : [];
  return values
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client. */
function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * Each trusted proxy appends the address it received the request from, so with `trustedHops`
 * proxies in front the client is that many entries from the right; entries further left were
 * written by the client and are ignored, so nobody escapes a rate limit by inventing addresses.
 */
export function forwardedClient(request: IncomingMessage, trustedHops: number): ForwardedClient {
  // The rate limit and the proxy both ask about every request; the answer never changes.
  const known = resolved.get(request);
  if (known?.trustedHops === trustedHops) return known.client;
  const client = resolveClient(request, trustedHops);
  resolved.set(request, { trustedHops, client });
  return client;
}

const resolved = new WeakMap<IncomingMessage, { trustedHops: number; client: ForwardedClient }>();

function resolveClient(request: IncomingMessage, trustedHops: number): ForwardedClient {
  const peer = normalizeAddress(request.socket.remoteAddress ?? 'unknown');
  const chain = forwardedChain(request.headers['x-forwarded-for']).map(normalizeAddress);
  const trusted = trustedHops > 0 ? chain.slice(-trustedHops) : [];
  const encrypted = (request.socket as Partial<TLSSocket>).encrypted === true;
  const forwardedProto =
    trustedHops > 0 ? firstValue(request.headers['x-forwarded-proto']) : undefined;
  const forwardedHost =
    trustedHops > 0 ? firstValue(request.headers['x-forwarded-host']) : undefined;
  return {
    address: trusted[0] ?? peer,
    forwardedFor: [...trusted, peer].join(', '),
    proto: forwardedProto === 'https' || (!forwardedProto && encrypted) ? 'https' : 'http',
    host: forwardedHost ?? request.headers.host,
  };
}
