import type { IncomingHttpHeaders } from 'node:http';

export const SOCKET_IO_PREFIX = '/socket.io/';

/**
 * The access token of a socket.io handshake: the `Authorization` header where the client can set
 * one (polling, Node clients), else the `token` query parameter, the only thing a browser can put
 * on a WebSocket upgrade. The service checks the socket.io `auth` payload again itself.
 */
export function handshakeToken(url: string, headers: IncomingHttpHeaders): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  if (bearer) return bearer[1];
  const query = url.indexOf('?');
  if (query < 0) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get('token') ?? undefined;
}

export function isSocketIoPath(url: string): boolean {
  return url.startsWith(SOCKET_IO_PREFIX);
}
