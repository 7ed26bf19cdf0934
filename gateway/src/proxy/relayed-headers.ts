import type { IncomingHttpHeaders } from 'node:http';
import type { ForwardedClient } from '../http/forwarded-client';
import { type HeaderMap, hopByHopFilter, type RawHeaders } from './hop-by-hop-headers';

/**
 * Besides hop-by-hop headers, drops the request headers the gateway sets itself (a client must not
 * forge them) and those that describe the body as received rather than as forwarded (the length is
 * recomputed for the bytes sent on).
 */
const withoutReplacedHeaders = hopByHopFilter([
  'host',
  'content-length',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'x-request-id',
  'x-load-test-key',
]);

const withoutHopByHopHeaders = hopByHopFilter();

/** Headers the service receives: the client's, minus hop-by-hop ones, plus who asked and which request this is. */
export function upstreamRequestHeaders(
  incoming: IncomingHttpHeaders,
  requestId: string,
  client: ForwardedClient,
): HeaderMap {
  const headers = withoutReplacedHeaders(incoming);
  headers['x-request-id'] = requestId;
  headers['x-forwarded-for'] = client.forwardedFor;
  headers['x-forwarded-proto'] = client.proto;
  if (client.host) headers['x-forwarded-host'] = client.host;
  return headers;
}

/**
 * Headers the client receives: the service's, minus hop-by-hop ones. `Vary` is combined with the
 * gateway's own (CORS varies by `Origin`) so caches keep telling the variants apart.
 */
export function downstreamResponseHeaders(
  incoming: RawHeaders,
  gatewayVary: string | undefined,
): HeaderMap {
  const headers = withoutHopByHopHeaders(incoming);
  const serviceVary = headers.vary;
  if (gatewayVary && serviceVary) {
    headers.vary = [
      gatewayVary,
      ...(Array.isArray(serviceVary) ? serviceVary : [serviceVary]),
    ].join(', ');
  }
  return headers;
}
