export const SOCKET_IO_PREFIX = '/socket.io/';

export function isSocketIoPath(url: string): boolean {
  return url.startsWith(SOCKET_IO_PREFIX);
}
