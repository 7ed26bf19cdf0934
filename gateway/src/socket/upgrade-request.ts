import type { IncomingMessage } from 'node:http';
import type { ForwardedClient } from '../http/forwarded-client';

/** Headers the gateway sets itself on the relayed upgrade; a client must not forge them. */
const REPLACED = new Set(['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded']);

/**
 * The upgrade request as the service receives it: the client's request line and headers (the
 * upgrade headers included, which a WebSocket handshake needs), plus who asked.
 */
export function upgradeRequestHead(request: IncomingMessage, client: ForwardedClient): string {
  const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (!REPLACED.has(raw[i].toLowerCase())) lines.push(`${raw[i]}: ${raw[i + 1]}`);
  }
  lines.push(`x-forwarded-for: ${client.forwardedFor}`, `x-forwarded-proto: ${client.proto}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
